import { AddButton, ListCount, ListToolbar, SearchField } from 'shared-kernel/list-screens';
import { AGENTS_TEXTS as T } from '../texts';

export interface AgentsToolbarProps {
  /** Active agents; hidden while the list loads. */
  count: number | null;
  search: string;
  onSearch: (search: string) => void;
  /** Add Agent, for non-agents; absent = no button. */
  onAdd?: () => void;
}

/** The count of active agents, the search by name or e-mail and Add Agent; stacks on phones. */
export function AgentsToolbar({ count, search, onSearch, onAdd }: AgentsToolbarProps) {
  return (
    <ListToolbar
      start={<SearchField label={T.search} value={search} onSearch={onSearch} placeholderOnly maxLength={100} width={340} />}
      end={onAdd && <AddButton onClick={onAdd}>{T.add}</AddButton>}
      below={<ListCount text={count === null ? null : T.count(count)} testId="agents-count" />}
    />
  );
}
