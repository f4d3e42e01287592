/**
 * Asks `check` again and again until it answers something truthy, which it returns; after `timeoutMs`
 * it returns the last answer, for the test's assertion to say what it was.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
