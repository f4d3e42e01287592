// What the benches and the soak measure with: latency percentiles and a process's resident memory.
import { readFileSync } from 'node:fs';

/** The p50, p95 and p99 of `times` by nearest rank (undefined when there are none). */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** A process's resident memory in MB, read from /proc (NaN where there is none). */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}
