// The browser journeys drive Debian's chromium; a machine without it gets it installed when we can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export function findChromium() {
  return CHROMIUM_CANDIDATES.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.info('Installing Debian chromium for the browser journeys…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser journeys need chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}
