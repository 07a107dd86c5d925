// Standalone run (pnpm --filter mfe-reports start): the area inside the kernel's harness, signed in
// against the server with the same HTTP client and socket as in the shell.
import { mountStandalone } from 'shared-kernel/standalone';
import ReportsArea from './app/remote-app';
import { AREA } from './app/area';

mountStandalone({ App: ReportsArea, title: AREA.title, paths: AREA.paths });
