// The real server over a seeded data folder, signed in as the account's owner: what the history and
// reports benchmarks share. Seeds the folder first unless it holds a seed already (then reused).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../src/app/app';
import { loadSettings } from '../../src/config/settings';
import { runSeed, seedInfoFile } from '../seed-history';
import type { HistorySeedResult } from './seed-history-data';

export interface SeededServer {
  base: string;
  accessToken: string;
  seed: HistorySeedResult;
  close: () => Promise<void>;
}

export async function seededServer(options: {
  /** The data folder (reused when seeded before), or null for a temporary one named after `tag`. */
  dataDir: string | undefined;
  tag: string;
  seedArgs: string[];
  email: string;
  password: string;
}): Promise<SeededServer> {
  const dataDir = options.dataDir ? path.resolve(process.env.INIT_CWD || process.cwd(), options.dataDir) : mkdtempSync(path.join(os.tmpdir(), `${options.tag}-`));
  if (!existsSync(seedInfoFile(dataDir))) {
    const seeded = await runSeed([...options.seedArgs, '--email', options.email, '--data-dir', dataDir]);
    if (!seeded) throw new Error(`The account of ${options.email} in ${dataDir} was seeded, but its ${seedInfoFile(dataDir)} is missing`);
  } else {
    console.log(`Reusing the history seeded in ${dataDir}`);
  }
  const seed = JSON.parse(readFileSync(seedInfoFile(dataDir), 'utf8')) as HistorySeedResult;
  const settings = { ...loadSettings({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' };
  const server = await createServer(settings);
  const base = await server.listen(0, '127.0.0.1');
  try {
    const signin = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    const { accessToken } = (await signin.json()) as { accessToken?: string };
    if (!accessToken) throw new Error(`Could not sign in as ${options.email}`);
    return { base, accessToken, seed, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
