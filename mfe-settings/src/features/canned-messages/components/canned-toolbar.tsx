import { AddButton, ListHeading, ListToolbar, SearchField } from 'shared-kernel/list-screens';
import { CANNED_TEXTS as T } from '../texts';

export interface CannedToolbarProps {
  total: number;
  shown: number;
  search: string;
  onSearch: (search: string) => void;
  onAdd: () => void;
  loading: boolean;
}

/** Title, count, search by shortcut and Add; stacks on narrow screens. */
export function CannedToolbar({ total, shown, search, onSearch, onAdd, loading }: CannedToolbarProps) {
  const searching = search.trim() !== '';
  const count = loading ? null : searching ? `${T.count(total)} · ${T.shownOf(shown, total)}` : T.count(total);
  return (
    <ListToolbar
      start={<ListHeading title={T.title} count={count} countTestId="canned-count" />}
      end={<AddButton onClick={onAdd}>{T.add}</AddButton>}
      below={<SearchField label={T.search} value={search} onSearch={onSearch} />}
    />
  );
}
