import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start. */
export interface Settings {
  port: number;
  host: string;
  /** Absolute data folder (embedded database, outbox, JWT secret, uploads). */
  dataDir: string;
  /** null = PGlite in `dataDir/db`; 'memory://' = PGlite in memory; anything else = PostgreSQL URL. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** Seconds a mailed 4-digit e-mail verification code stays valid. */
  verificationCodeTtl: number;
  /** Seconds a mailed password reset link stays valid. */
  resetTokenTtl: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin used in links inside mails (verification link). */
  publicUrl: string;
  superAdmin: { email: string; password: string } | null;
  seedDemo: boolean;
  /** File served at /remotes.json instead of shell/dist/remotes.json. */
  remotesJson: string | null;
  /** Repository root holding shell/dist, <remote>/dist and widget/dist. */
  staticRoot: string;
  bodyLimit: number;
  /**
   * Several server processes share one PostgreSQL database (SEVERAL_NODES): broadcasts cross processes
   * through socket.io's PostgreSQL adapter. Off for one process, which needs no such round trip.
   */
  severalNodes: boolean;
  /** Honour X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** Multiplies every abuse limit's count (1 in production; load tests and test stacks from one address raise it). */
  abuseLimitScale: number;
  logLevel: string;
  /** Milliseconds a guest whose last socket closed stays listed (a page change reconnects meanwhile). */
  visitorLeaveGraceMs: number;
  /** Seconds a pending chat waits before it is announced again as priority (CHAT_PRIORITY_AFTER). */
  chatPriorityAfter: number;
  /** Seconds a pending chat waits before it ends as unattended, status 4 (CHAT_UNATTENDED_AFTER). */
  chatUnattendedAfter: number;
  /** Seconds an accepted chat waits on the agent's answer before it ends, status 1 (AGENT_INACTIVITY_END_AFTER). */
  agentInactivityEndAfter: number;
  /** Seconds an accepted chat waits on the guest's answer before it ends, status 2 (VISITOR_INACTIVITY_END_AFTER). */
  visitorInactivityEndAfter: number;
  /** Where the Stripe SDK sends its API calls (STRIPE_API_BASE; a local stand-in in tests and demos). */
  stripeApiBase: string;
  /** Signing secret of the Stripe webhook endpoint (STRIPE_WEBHOOK_SECRET); null = the webhook is off. */
  stripeWebhookSecret: string | null;
  /** Google Analytics Measurement Protocol origin (GA_COLLECT_BASE). */
  gaCollectBase: string;
  /** Milliseconds before the first retry of a conversion upload that hit a network error; doubled each time (ANALYTICS_RETRY_MS). */
  analyticsRetryMs: number;
  /**
   * Webhook targets on private networks allowed for on-premise use (WEBHOOK_ALLOW_PRIVATE: host names,
   * addresses or CIDR ranges, comma-separated); every other private, loopback or link-local target is refused.
   */
  webhookAllowPrivate: string[];
  /** Milliseconds before a failed webhook delivery's first retry, doubled each time up to an hour (WEBHOOK_FIRST_RETRY_MS, default 30 s). */
  webhookFirstRetryMs: number;
  /** NODE_ENV=development: webhooks may then use http:// to loopback (a receiver on the developer's machine). */
  development: boolean;
  /** The demo owner's AI assist endpoint, turned on at every start (DEMO_AI_*; `AI_STAND_IN=1 npm start` sets them); null = left as it is. */
  demoAi: DemoAi | null;
  /** Milliseconds an AI assist request may take, first token to last (AI_TIMEOUT_MS, default 20 s). */
  aiTimeoutMs: number;
  /** Keys put on the demo widget at every start (DEMO_STRIPE_* and DEMO_GA_*); null = left as it is. */
  demoIntegrations: DemoIntegrations;
}

export interface DemoIntegrations {
  stripePublishableKey: string | null;
  stripeSecretKey: string | null;
  gaMeasurementId: string | null;
  gaApiSecret: string | null;
}

export interface DemoAi {
  baseUrl: string;
  model: string;
  apiKey: string;
}

type Env = Record<string, string | undefined>;

export const MEMORY_DATABASE = 'memory://';

const DEFAULT_STATIC_ROOT = path.resolve(__dirname, '..', '..', '..');

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function flagFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

function textFrom(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** An http(s) origin (a path is refused: the Stripe SDK only takes a host, port and protocol). */
function originFrom(env: Env, name: string, fallback: string): string {
  const raw = textFrom(env, name);
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/+$/, '') !== '' || url.search) {
    throw new Error(`${name} must be an http(s) origin without a path, got '${raw}'`);
  }
  return url.origin;
}

/** An smtp:// or smtps:// URL with a host (what nodemailer reads); anything else refuses the start. */
function smtpUrlFrom(env: Env): string | null {
  const raw = textFrom(env, 'SMTP_URL');
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below, without echoing a password the URL may hold.
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(`SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465, got '${raw.replace(/\/\/[^@/]*@/, '//…@')}'`);
  }
  return raw;
}

/** Reads the secret from the data folder, creating it on first start so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Relative paths resolve against the directory the command was started from: `pnpm --filter server
 * start` runs in server/ but keeps the caller's directory in INIT_CWD (so `npm start` at the
 * repository root keeps its data in <root>/.data).
 */
export function loadSettings(env: Env = process.env, cwd: string = env.INIT_CWD || process.cwd()): Settings {
  const port = intFrom(env, 'PORT', 8080);
  const dataDir = path.resolve(cwd, textFrom(env, 'DATA_DIR') ?? '.data');
  const superEmail = textFrom(env, 'SUPER_ADMIN_EMAIL');
  const superPassword = env.SUPER_ADMIN_PASSWORD ?? '';
  const remotesJson = textFrom(env, 'REMOTES_JSON');
  const databaseUrl = textFrom(env, 'DATABASE_URL');
  const severalNodes = flagFrom(env, 'SEVERAL_NODES', false);
  if (severalNodes && (!databaseUrl || databaseUrl === MEMORY_DATABASE)) {
    throw new Error('SEVERAL_NODES needs DATABASE_URL naming a PostgreSQL database: the embedded database serves one process');
  }
  return {
    port,
    host: textFrom(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    severalNodes,
    jwtSecret: textFrom(env, 'JWT_SECRET') ?? persistentSecret(dataDir),
    accessTokenTtl: intFrom(env, 'ACCESS_TOKEN_TTL', 900) || 900,
    refreshTokenTtl: intFrom(env, 'REFRESH_TOKEN_TTL', 2592000) || 2592000,
    verificationCodeTtl: intFrom(env, 'VERIFICATION_CODE_TTL', 86400) || 86400,
    resetTokenTtl: intFrom(env, 'RESET_TOKEN_TTL', 3600) || 3600,
    smtpUrl: smtpUrlFrom(env),
    mailFrom: textFrom(env, 'MAIL_FROM') ?? 'Live Chat <no-reply@localhost>',
    publicUrl: (textFrom(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    superAdmin: superEmail && superPassword ? { email: superEmail.toLowerCase(), password: superPassword } : null,
    seedDemo: flagFrom(env, 'SEED_DEMO', true),
    remotesJson: remotesJson ? path.resolve(cwd, remotesJson) : null,
    staticRoot: path.resolve(cwd, textFrom(env, 'STATIC_ROOT') ?? DEFAULT_STATIC_ROOT),
    bodyLimit: intFrom(env, 'BODY_LIMIT', 1024 * 1024) || 1024 * 1024,
    trustProxy: flagFrom(env, 'TRUST_PROXY', false),
    abuseLimitScale: intFrom(env, 'ABUSE_LIMIT_SCALE', 1) || 1,
    logLevel: textFrom(env, 'LOG_LEVEL') ?? 'warn',
    visitorLeaveGraceMs: intFrom(env, 'VISITOR_LEAVE_GRACE_MS', 3000),
    chatPriorityAfter: intFrom(env, 'CHAT_PRIORITY_AFTER', 60) || 60,
    chatUnattendedAfter: intFrom(env, 'CHAT_UNATTENDED_AFTER', 300) || 300,
    agentInactivityEndAfter: intFrom(env, 'AGENT_INACTIVITY_END_AFTER', 600) || 600,
    visitorInactivityEndAfter: intFrom(env, 'VISITOR_INACTIVITY_END_AFTER', 600) || 600,
    stripeApiBase: originFrom(env, 'STRIPE_API_BASE', 'https://api.stripe.com'),
    stripeWebhookSecret: textFrom(env, 'STRIPE_WEBHOOK_SECRET'),
    gaCollectBase: originFrom(env, 'GA_COLLECT_BASE', 'https://www.google-analytics.com'),
    analyticsRetryMs: intFrom(env, 'ANALYTICS_RETRY_MS', 2000),
    webhookAllowPrivate: (textFrom(env, 'WEBHOOK_ALLOW_PRIVATE') ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    webhookFirstRetryMs: intFrom(env, 'WEBHOOK_FIRST_RETRY_MS', 30_000) || 30_000,
    development: env.NODE_ENV === 'development',
    aiTimeoutMs: intFrom(env, 'AI_TIMEOUT_MS', 20_000) || 20_000,
    demoAi: demoAiFrom(env),
    demoIntegrations: {
      stripePublishableKey: textFrom(env, 'DEMO_STRIPE_PUBLISHABLE_KEY'),
      stripeSecretKey: textFrom(env, 'DEMO_STRIPE_SECRET_KEY'),
      gaMeasurementId: textFrom(env, 'DEMO_GA_MEASUREMENT_ID'),
      gaApiSecret: textFrom(env, 'DEMO_GA_API_SECRET'),
    },
  };
}

/** DEMO_AI_BASE_URL and DEMO_AI_MODEL together (DEMO_AI_API_KEY may be empty, for a server that asks none). */
function demoAiFrom(env: Env): DemoAi | null {
  const baseUrl = textFrom(env, 'DEMO_AI_BASE_URL');
  const model = textFrom(env, 'DEMO_AI_MODEL');
  return baseUrl && model ? { baseUrl, model, apiKey: textFrom(env, 'DEMO_AI_API_KEY') ?? '' } : null;
}
