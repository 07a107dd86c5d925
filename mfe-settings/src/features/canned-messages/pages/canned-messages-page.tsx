// Canned Messages (/canned-messages, spec 001 §2): every role of the account may manage them.
import { Box } from 'shared-kernel/mui';
import { useMemo, useState } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { DeleteRecordDialog, ListStates } from 'shared-kernel/list-screens';
import { useApi, useRecordList } from 'shared-kernel/platform';
import { deleteCanned, fetchCanned } from '../api/canned-calls';
import { CannedCards } from '../components/canned-cards';
import { CannedDialog } from '../components/canned-dialog';
import { CannedTable } from '../components/canned-table';
import { CannedToolbar } from '../components/canned-toolbar';
import { searchCanned } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';

/** The open dialog: a new message, one being edited, or one to delete. */
type Open = { kind: 'create' } | { kind: 'edit'; item: CannedMessage } | { kind: 'delete'; item: CannedMessage } | null;

export default function CannedMessagesPage() {
  const api = useApi();
  const list = useRecordList(fetchCanned, T.failed);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const shown = useMemo(() => searchCanned(list.items, search), [list.items, search]);
  const close = () => setOpen(null);
  const actions = { onEdit: (item: CannedMessage) => setOpen({ kind: 'edit', item }), onDelete: (item: CannedMessage) => setOpen({ kind: 'delete', item }) };

  const body = (
    <ListStates
      list={list}
      texts={T}
      empty={list.items.length === 0}
      noMatch={shown.length === 0}
      wideFrom="tablet"
      wide={() => <CannedTable items={shown} {...actions} />}
      narrow={() => <CannedCards items={shown} {...actions} />}
    />
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <CannedToolbar
        total={list.items.length}
        shown={shown.length}
        search={search}
        onSearch={setSearch}
        onAdd={() => setOpen({ kind: 'create' })}
        loading={list.loading}
      />
      {body}
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <CannedDialog
          key={open.kind === 'edit' ? open.item._id : 'new'}
          item={open.kind === 'edit' ? open.item : null}
          list={list.items}
          onClose={close}
          onSaved={open.kind === 'edit' ? list.replaced : list.added}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteRecordDialog
          texts={{ title: T.deleteTitle, question: T.deleteQuestion(open.item.shortCode), confirm: T.deleteConfirm, cancel: T.cancel, deleted: T.deleted, failed: T.failed }}
          remove={() => deleteCanned(api, open.item._id)}
          onClose={close}
          onDeleted={() => list.removed(open.item._id)}
        />
      )}
    </Box>
  );
}
