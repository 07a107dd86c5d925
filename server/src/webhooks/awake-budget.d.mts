// Types of awake-budget.mjs (plain JavaScript for the send worker).
export declare const TICK_MS: number;
export declare function awakeBudget(limitMs: number, startedAt: number): { spend(now: number): boolean };
export declare function awakeTimeout(limitMs: number, onExpired: () => void): () => void;
