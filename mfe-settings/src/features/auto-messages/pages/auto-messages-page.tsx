// Auto Messages (/auto-messages, spec 001 §2): everyone reads; owners, co-admins and the super admin manage.
import { Box } from 'shared-kernel/mui';
import { useState } from 'react';
import { ROUTES, type AutoMessage } from 'shared-kernel/contracts';
import { DeleteRecordDialog, ListStates } from 'shared-kernel/list-screens';
import { useApi, useRecordList, useSession } from 'shared-kernel/platform';
import { useNavigate } from 'shared-kernel/routing';
import { deleteAutoMessage, fetchAutoMessages } from '../api/auto-message-calls';
import { AutoMessageCards } from '../components/auto-message-cards';
import { AutoMessagesHeader } from '../components/auto-messages-header';
import { AutoMessagesTable } from '../components/auto-messages-table';
import { canManageAutoMessages } from '../lib/can-manage';
import { AUTO_TEXTS as T } from '../texts';

export default function AutoMessagesPage() {
  const { user } = useSession();
  const canManage = canManageAutoMessages(user);
  const api = useApi();
  const list = useRecordList(fetchAutoMessages, T.failed);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AutoMessage | null>(null);
  // The edit page receives the message as navigation state (spec 001 §2).
  const actions = canManage
    ? { onEdit: (item: AutoMessage) => navigate(ROUTES.editAutoMessage, { state: item }), onDelete: setDeleting }
    : undefined;

  const body = (
    <ListStates
      list={list}
      texts={T}
      empty={list.items.length === 0}
      wideFrom="tablet"
      wide={() => <AutoMessagesTable items={list.items} actions={actions} />}
      narrow={() => <AutoMessageCards items={list.items} actions={actions} />}
    />
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <AutoMessagesHeader count={list.loading || list.failed ? null : list.items.length} canManage={canManage} />
      {body}
      {deleting && (
        <DeleteRecordDialog
          texts={{ title: T.deleteTitle, question: T.deleteQuestion(deleting.title), confirm: T.deleteConfirm, cancel: T.cancel, deleted: T.deleted, failed: T.failed }}
          remove={() => deleteAutoMessage(api, deleting._id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => list.removed(deleting._id)}
        />
      )}
    </Box>
  );
}
