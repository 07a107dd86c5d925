import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSettings } from '../settings';

describe('settings from the environment', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'settings-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('has the documented defaults and keeps a generated JWT secret in the data folder', () => {
    const settings = loadSettings({}, cwd);
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, '.data'),
      databaseUrl: null,
      accessTokenTtl: 900,
      refreshTokenTtl: 2592000,
      verificationCodeTtl: 86400,
      resetTokenTtl: 3600,
      smtpUrl: null,
      superAdmin: null,
      seedDemo: true,
      bodyLimit: 1048576,
      publicUrl: 'http://localhost:8080',
      visitorLeaveGraceMs: 3000,
      chatPriorityAfter: 60,
      chatUnattendedAfter: 300,
      agentInactivityEndAfter: 600,
      visitorInactivityEndAfter: 600,
    });
    expect(readFileSync(path.join(cwd, '.data', 'jwt-secret'), 'utf8').trim()).toBe(settings.jwtSecret);
    expect(loadSettings({}, cwd).jwtSecret).toBe(settings.jwtSecret);
  });

  it('reads every variable', () => {
    const settings = loadSettings(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'store',
        DATABASE_URL: 'postgres://db/x',
        SEVERAL_NODES: 'true',
        JWT_SECRET: 's3cret',
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '120',
        VERIFICATION_CODE_TTL: '30',
        RESET_TOKEN_TTL: '40',
        SMTP_URL: 'smtp://mail:25',
        SUPER_ADMIN_EMAIL: 'Boss@Example.com',
        SUPER_ADMIN_PASSWORD: 'Boss#Pass1',
        SEED_DEMO: 'false',
        REMOTES_JSON: 'remotes.json',
        STATIC_ROOT: 'site',
        BODY_LIMIT: '2048',
      },
      cwd,
    );
    expect(settings).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'store'),
      databaseUrl: 'postgres://db/x',
      severalNodes: true,
      jwtSecret: 's3cret',
      accessTokenTtl: 60,
      refreshTokenTtl: 120,
      verificationCodeTtl: 30,
      resetTokenTtl: 40,
      smtpUrl: 'smtp://mail:25',
      superAdmin: { email: 'boss@example.com', password: 'Boss#Pass1' },
      seedDemo: false,
      remotesJson: path.join(cwd, 'remotes.json'),
      staticRoot: path.join(cwd, 'site'),
      bodyLimit: 2048,
    });
    expect(loadSettings({ SEED_DEMO: '0', JWT_SECRET: 'x' }, cwd).seedDemo).toBe(false);
  });

  it('runs one process unless told otherwise, and refuses several nodes on the embedded database', () => {
    expect(loadSettings({ JWT_SECRET: 'x', DATABASE_URL: 'postgres://db/x' }, cwd).severalNodes).toBe(false);
    const refused = 'SEVERAL_NODES needs DATABASE_URL naming a PostgreSQL database';
    expect(() => loadSettings({ JWT_SECRET: 'x', SEVERAL_NODES: 'true' }, cwd)).toThrow(refused);
    expect(() => loadSettings({ JWT_SECRET: 'x', SEVERAL_NODES: 'true', DATABASE_URL: 'memory://' }, cwd)).toThrow(refused);
  });

  it('refuses a malformed number', () => {
    expect(() => loadSettings({ PORT: 'eighty', JWT_SECRET: 'x' }, cwd)).toThrow('PORT must be a non-negative integer');
  });
});

describe('live chat settings', () => {
  it('reads the guest grace time and the pending chat times', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'settings-'));
    try {
      const settings = loadSettings({ JWT_SECRET: 'x', VISITOR_LEAVE_GRACE_MS: '0', CHAT_PRIORITY_AFTER: '5', CHAT_UNATTENDED_AFTER: '30', AGENT_INACTIVITY_END_AFTER: '40', VISITOR_INACTIVITY_END_AFTER: '50' }, cwd);
      expect(settings).toMatchObject({ visitorLeaveGraceMs: 0, chatPriorityAfter: 5, chatUnattendedAfter: 30, agentInactivityEndAfter: 40, visitorInactivityEndAfter: 50 });
      expect(() => loadSettings({ JWT_SECRET: 'x', CHAT_PRIORITY_AFTER: 'soon' }, cwd)).toThrow('CHAT_PRIORITY_AFTER');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
