import { Box, Button, Typography } from 'shared-kernel/mui';
import { AppBar, Toolbar } from 'shared-kernel/mui-console';
import { Link as RouterLink } from 'shared-kernel/routing';
import { usePlatform, useSession } from 'shared-kernel/platform';
import { UI_TEXTS } from 'shared-kernel/ui';

export interface TopBarProps {
  title: string;
  /** Pages of the area offered as links (patterns with ':' or '*' are left out). */
  paths?: readonly string[];
}

/** Slim bar of a remote running alone: its title, its pages, who is signed in, and Sign out. */
export function TopBar({ title, paths = [] }: TopBarProps) {
  const { api, bus } = usePlatform();
  const { user, session } = useSession();

  const signOut = async () => {
    // The server ends this login's refresh tokens; the local session goes whatever it answers.
    await api.call('logout').catch(() => undefined);
    bus.disconnect();
    session.clear();
  };

  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 2 }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box component="nav" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1 }}>
          {paths
            .filter((path) => !/[:*]/.test(path))
            .map((path) => (
              <Button key={path} component={RouterLink} to={path} size="small">
                {path}
              </Button>
            ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {user?.email}
        </Typography>
        <Button onClick={signOut} size="small" variant="outlined">
          {UI_TEXTS.standalone.signOut}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
