// What `pnpm chaos` needs from Debian (PostgreSQL, nginx), installed when missing as `npm test` installs
// PostgreSQL: only as root and with apt-get; otherwise the caller says what it does instead.
import { spawnSync } from 'node:child_process';

const isRoot = () => process.getuid?.() === 0;
const hasCommand = (name: string) => spawnSync('/bin/sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** True once `present()` holds, installing Debian's `name` first when it does not and we may. */
export function ensureDebianPackage(name: string, present: () => boolean): boolean {
  if (present()) return true;
  if (!isRoot() || !hasCommand('apt-get')) return false;
  console.log(`installing ${name} (apt-get install -y ${name})`);
  const installed = spawnSync('/bin/sh', ['-c', `apt-get update && apt-get install -y ${name}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  return installed.status === 0 && present();
}
