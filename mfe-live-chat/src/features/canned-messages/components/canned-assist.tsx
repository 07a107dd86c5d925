import PostAddIcon from '@mui/icons-material/PostAdd';
import { IconButton } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import { lazy, Suspense, useId, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { CANNED_TEXTS as T } from '../../../app/texts';
import { useCannedMenu } from '../hooks/use-canned-menu';
import { CannedList } from './canned-list';

// The dialog and its form library come with its first opening, not with the dashboard.
const AddCannedDialog = lazy(() => import('./add-canned-dialog').then((module) => ({ default: module.AddCannedDialog })));

/** Same shape as the chat input's assist props (the app plugs this into the Chat panel). */
export interface CannedAssistProps {
  text: string;
  setText: (next: string) => void;
  keys: Ref<{ onKeyDown: (event: KeyboardEvent) => boolean }>;
}

/** The '#' canned list floating above the chat input, and the 'Add canned message' button with its dialog. */
export function CannedAssist({ text, setText, keys }: CannedAssistProps) {
  const menu = useCannedMenu(text, setText);
  const [adding, setAdding] = useState(false);
  // Mounted from its first opening on, so its closing transition plays.
  const [opened, setOpened] = useState(false);
  const listId = useId();
  useImperativeHandle(keys, () => ({ onKeyDown: menu.onKeyDown }));
  return (
    <>
      {menu.open && <CannedList id={listId} items={menu.items} active={menu.active} onPick={menu.pick} />}
      <Tooltip title={T.add}>
        <IconButton
          onClick={() => {
            setAdding(true);
            setOpened(true);
          }}
          aria-label={T.add}
        >
          <PostAddIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <AddCannedDialog open={adding} onClose={() => setAdding(false)} onCreated={menu.reload} />
        </Suspense>
      )}
    </>
  );
}
