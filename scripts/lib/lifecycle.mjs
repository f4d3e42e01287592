// How the start scripts stop: what was started is stopped in reverse order (the edge before the api it
// forwards to, so nothing new reaches the api while it finishes what it has), once, on Ctrl-C, SIGTERM
// or a failure, then the process exits.
export function stopsInOrder() {
  const stops = [];
  let stopping = false;
  const stopAll = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
  return {
    /** Registers how to stop what was just started. */
    add: (stop) => stops.push(stop),
    stopAll,
    /** Says what went wrong and stops everything with a non-zero exit (once; not while stopping). */
    fail(message) {
      if (stopping) return;
      console.error(`\n  ${message}\n`);
      void stopAll(1);
    },
  };
}
