// The header's Mentions entry: an @ button with the unread count. The list comes with its first opening
// (prefetched on hover or focus), so the console's first screen carries only this button and its hook.
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import { lazy, Suspense, useId, useState } from 'react';
import { IconButton } from 'shared-kernel/mui';
import { Badge } from 'shared-kernel/mui-console';
import { useMentions } from '../hooks/use-mentions';
import { MENTIONS_TEXTS as T } from '../texts';

const loadMenu = () => import('./mentions-menu');
const MentionsMenu = lazy(loadMenu);

export function MentionsButton() {
  const mentions = useMentions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const unread = mentions.page.unread;
  const prefetch = () => void loadMenu().catch(() => undefined);

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={T.button(unread)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {/* No badge text at all while nothing is unread: a hidden "0" still counts as the button's visible text. */}
        <Badge badgeContent={unread > 0 ? unread : null} color="primary" max={99}>
          <AlternateEmail />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MentionsMenu {...mentions} id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
