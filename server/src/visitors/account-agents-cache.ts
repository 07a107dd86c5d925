import type { AccountAgent } from './audience';

/** How long an account's agent list answers guest events before it is read again. */
export const ACCOUNT_AGENTS_TTL_MS = 2_000;

/**
 * The agents of each account as guest events need them (who is online, in which departments). Every page
 * view and arrival of every guest asks; reading it once per account per moment instead of once per event
 * takes most statements off the database. Whatever changes an account's users, their online state, status,
 * roles or departments calls `forget` for the account at once, on every node (onForget); the lifetime
 * bounds what a lost message between nodes could leave stale.
 */
export class AccountAgentsCache {
  private readonly entries = new Map<string, { at: number; agents: Promise<AccountAgent[]> }>();

  constructor(
    /** accountAgents over the server's database. */
    private readonly read: (accountId: string) => Promise<AccountAgent[]>,
    private readonly ttlMs = ACCOUNT_AGENTS_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Called with each account forgotten here, so that other server processes forget it too. */
  onForget: (accountId: string) => void = () => undefined;

  of(accountId: string): Promise<AccountAgent[]> {
    const at = this.now();
    const entry = this.entries.get(accountId);
    if (entry && at - entry.at < this.ttlMs) return entry.agents;
    const agents = this.read(accountId);
    this.entries.set(accountId, { at, agents });
    // A failed read is not kept: the next event asks again.
    agents.catch(() => {
      if (this.entries.get(accountId)?.agents === agents) this.entries.delete(accountId);
    });
    return agents;
  }

  forget(accountId: string): void {
    this.entries.delete(accountId);
    this.onForget(accountId);
  }

  /** What another process forgot (it has already told the others). */
  forgetLocally(accountId: string): void {
    this.entries.delete(accountId);
  }
}
