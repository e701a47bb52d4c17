// What a benchmark started (servers, temp folders, databases), undone last first: at its end,
// failed or not, or on Ctrl+C, so no server outlives the script.

/** `add(fn)` to register an undo step, `run()` to undo everything registered so far. */
export function createCleanups(log = (message) => console.error(message)) {
  const steps = [];
  const run = async () => {
    for (let step; (step = steps.pop()); ) {
      try {
        await step();
      } catch (error) {
        log(`clean-up failed: ${error}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => run().then(() => process.exit(130)));
  return { add: (step) => steps.push(step), run };
}
