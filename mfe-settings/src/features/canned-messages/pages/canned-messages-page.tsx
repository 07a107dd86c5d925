// Canned Messages (/canned-messages, spec 001 §2): every role of the account may manage them.
import { Box, Button } from 'shared-kernel/mui';
import { useMemo, useState } from 'react';
import { LIMITS, type CannedMessage } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { CannedCards } from '../components/canned-cards';
import { CannedDialog } from '../components/canned-dialog';
import { CannedTable } from '../components/canned-table';
import { CannedToolbar } from '../components/canned-toolbar';
import { DeleteCannedDialog } from '../components/delete-canned-dialog';
import { useCannedList } from '../hooks/use-canned-list';
import { searchCanned } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';

/** The open dialog: a new message, one being edited, or one to delete. */
type Open = { kind: 'create' } | { kind: 'edit'; item: CannedMessage } | { kind: 'delete'; item: CannedMessage } | null;

export default function CannedMessagesPage() {
  const list = useCannedList();
  const mobile = useViewport() === 'mobile';
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const shown = useMemo(() => searchCanned(list.items, search), [list.items, search]);
  const close = () => setOpen(null);
  const actions = { onEdit: (item: CannedMessage) => setOpen({ kind: 'edit', item }), onDelete: (item: CannedMessage) => setOpen({ kind: 'delete', item }) };

  let body;
  if (list.loading) body = <SkeletonList rows={LIMITS.SKELETONS.list} />;
  else if (list.failed)
    body = (
      <EmptyState text={T.loadFailed}>
        <Button onClick={list.reload} sx={{ mt: 1 }}>
          {T.retry}
        </Button>
      </EmptyState>
    );
  else if (list.items.length === 0) body = <EmptyState text={T.empty} />;
  else if (shown.length === 0) body = <EmptyState text={T.noMatch} />;
  else body = mobile ? <CannedCards items={shown} {...actions} /> : <CannedTable items={shown} {...actions} />;

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
      {open?.kind === 'delete' && <DeleteCannedDialog item={open.item} onClose={close} onDeleted={list.removed} />}
    </Box>
  );
}
