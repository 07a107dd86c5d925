// Standalone run (pnpm --filter mfe-live-chat start): the area inside the kernel's harness, signed in
// against the server with the same HTTP client and socket as in the shell.
import { mountStandalone } from 'shared-kernel/standalone';
import LiveChatArea from './app/remote-app';
import { AREA } from './app/area';

mountStandalone({ App: LiveChatArea, title: AREA.title, paths: AREA.paths });
