// The language a console's socket answers its failures in (issue 37): the user's choice, or with 'auto' the
// browser's, as the handshake's Accept-Language said. A change in My Account reaches every console of the
// user on every node (a node event), so the next refusal is in the new language without a reconnect.
import { localeFor, type Locale } from 'shared-kernel/i18n';
import { acceptedLanguages } from '../http/accept-language';
import { errorText } from '../http/error-texts';
import { messageOf } from '../http/valued-text';
import type { AgentServer, AgentSocket } from './socket-types';

/** At the handshake: the browser's languages, kept for a later switch to 'auto'. */
export const handshakeLanguages = (socket: Pick<AgentSocket, 'handshake'>): string[] => acceptedLanguages(socket.handshake.headers['accept-language']);

export const socketLocale = (choice: unknown, browserLanguages: readonly string[]): Locale => localeFor(choice, browserLanguages);

/**
 * A refusal's message in the socket's language (a text of the error catalogue, fixed or with values: see
 * http/valued-text.ts), else as it is.
 */
export function localizedAnswer<T>(socket: Pick<AgentSocket, 'data'>, answer: T): T {
  if (!answer || typeof answer !== 'object') return answer;
  const message = messageOf(answer);
  if ((answer as { ok?: unknown }).ok !== false || message === undefined) return answer;
  const translated = errorText(message, socket.data.language ?? 'en');
  return translated === (answer as unknown as { message: string }).message ? answer : { ...answer, message: translated };
}

function applyLocally(io: AgentServer, userId: string, choice: unknown): void {
  for (const socket of io.of('/').sockets.values()) {
    if (socket.data.userId === userId) socket.data.language = socketLocale(choice, socket.data.browserLanguages ?? []);
  }
}

/**
 * A user's new choice, for their consoles on this node and, through the adapter, on the others: settled when
 * every node has applied it, so the answer to the choice means every open console speaks it.
 */
export async function changeUserLanguage(io: AgentServer, userId: string, choice: string, severalNodes: boolean): Promise<void> {
  applyLocally(io, userId, choice);
  if (!severalNodes) return;
  // The adapter's own request timeout bounds the wait when a node is gone.
  await io
    .serverSideEmitWithAck('user:language', userId, choice)
    .catch((error: unknown) => console.error("a language choice did not reach every node in time", error));
}

/** Every node applies a choice made on another, and says so (app.ts, with several nodes). */
export function followLanguageChanges(io: AgentServer): void {
  io.on('user:language', (userId, choice, done) => {
    if (typeof userId === 'string') applyLocally(io, userId, choice);
    if (typeof done === 'function') done();
  });
}
