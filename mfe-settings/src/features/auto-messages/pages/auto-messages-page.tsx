// Auto Messages (/auto-messages, spec 001 §2): everyone reads; owners, co-admins and the super admin manage.
import { Box, Button } from 'shared-kernel/mui';
import { useState } from 'react';
import { LIMITS, ROUTES, type AutoMessage } from 'shared-kernel/contracts';
import { useSession, useViewport } from 'shared-kernel/platform';
import { useNavigate } from 'shared-kernel/routing';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { AutoMessageCards } from '../components/auto-message-cards';
import { AutoMessagesHeader } from '../components/auto-messages-header';
import { AutoMessagesTable } from '../components/auto-messages-table';
import { DeleteAutoDialog } from '../components/delete-auto-dialog';
import { useAutoMessages } from '../hooks/use-auto-messages';
import { canManageAutoMessages } from '../lib/can-manage';
import { AUTO_TEXTS as T } from '../texts';

export default function AutoMessagesPage() {
  const { user } = useSession();
  const canManage = canManageAutoMessages(user);
  const list = useAutoMessages();
  const mobile = useViewport() === 'mobile';
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AutoMessage | null>(null);
  // The edit page receives the message as navigation state (spec 001 §2).
  const actions = canManage
    ? { onEdit: (item: AutoMessage) => navigate(ROUTES.editAutoMessage, { state: item }), onDelete: setDeleting }
    : undefined;

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
  else body = mobile ? <AutoMessageCards items={list.items} actions={actions} /> : <AutoMessagesTable items={list.items} actions={actions} />;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <AutoMessagesHeader count={list.loading || list.failed ? null : list.items.length} canManage={canManage} />
      {body}
      {deleting && <DeleteAutoDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={list.removed} />}
    </Box>
  );
}
