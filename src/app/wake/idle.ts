/** The `idle` trigger: runs once the page's thread is idle (within 2 s), or 200 ms on without requestIdleCallback. */
export function idle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
