// Standalone run (pnpm --filter mfe-history start): the area inside the kernel's harness, signed in
// against the server with the same HTTP client and socket as in the shell.
import { mountStandalone } from 'shared-kernel/standalone';
import HistoryArea from './app/remote-app';
import { AREA } from './app/area';

mountStandalone({ App: HistoryArea, title: AREA.title, paths: AREA.paths });
