// npm run audit: the shop's dependencies against the registry's security advisories. Where the registry's
// advisory service does not answer (some networks, this project's CI machines), what stays is keeping
// every dependency current: the packages behind their latest release are listed instead.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';

const npm = (args) => spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8' });

const audit = npm(['audit', '--omit=dev']);
const answered = !/audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT/.test(audit.stderr);
if (answered) {
  process.stdout.write(audit.stdout);
  process.exit(audit.status ?? 1);
}

const reason = audit.stderr.split('\n').find((line) => line.trim()) ?? 'no answer';
console.info(`npm audit: the advisory service did not answer (${reason.trim()}).`);
console.info('Packages behind their latest release (npm outdated), to update and test:\n');
const outdated = npm(['outdated']);
process.stdout.write(outdated.stdout || 'none: every dependency is at its latest release\n');
