import type { Observable } from 'rxjs';
import type { SessionTokens, User } from 'shared-kernel/contracts';

export interface SessionState {
  user: User | null;
  tokens: SessionTokens | null;
  isOnline: boolean;
  /** The client account a super admin acts for (`selected_admin`), else null. */
  selectedAccount: string | null;
}

export interface SessionStore {
  /** Current state; replays the latest value to each subscriber and follows other tabs. */
  readonly state$: Observable<SessionState>;
  /** Snapshot of the latest state (same object until something changes). */
  getState(): SessionState;
  getUser(): User | null;
  getTokens(): SessionTokens | null;
  setSession(user: User, tokens: SessionTokens): void;
  setTokens(tokens: SessionTokens): void;
  updateUser(patch: Partial<User>): void;
  getSelectedAccount(): string | null;
  setSelectedAccount(id: string | null): void;
  isOnline(): boolean;
  setOnline(online: boolean): void;
  /** Id of this browser's socket session (`session_id`), made on first use; sent in the socket handshake. */
  getSessionId(): string;
  getSavedPath(): string | null;
  setSavedPath(path: string | null): void;
  /** Removes every stored key except the chat history and offline message ones. */
  clear(): void;
  /** Stops listening to other tabs. */
  dispose(): void;
}
