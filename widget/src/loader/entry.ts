// widget.js: the embed script's entry. Chunks load from '<origin of widget.js>/widget/'.
import { bootWidget } from './boot';
import { findEmbedScript, scriptOrigin } from './find-script';

declare let __webpack_public_path__: string;

const script = findEmbedScript(document);
if (script) {
  __webpack_public_path__ = `${scriptOrigin(script, document.baseURI)}/widget/`;
}

bootWidget({
  win: window,
  doc: document,
  script,
  loadConnection: () => import(/* webpackChunkName: "connection" */ '../chat/connect'),
  loadChatUi: () => import(/* webpackChunkName: "chat" */ '../chat/mount-chat'),
});
