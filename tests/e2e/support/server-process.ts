/**
 * A server a test starts itself (`npm run dev`, `npm run edit`, `npm start`, wrangler): ready
 * when it says so on its output (the line it prints once it listens), not after a fixed number
 * of polls. On a busy machine a server takes longer to start, and polls that gave up after 20 s
 * failed a run (2026-12-07, two busy loops beside the suite). In a Playwright spec the spec's own
 * timeout bounds the wait; elsewhere `hangAfterMs` does, a guard against a start that hangs, far
 * past any start seen. A server that exits first fails the wait with what it printed.
 */
import type { ChildProcess } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

export function saysReady(
  server: ChildProcess,
  ready: string,
  options: { debug?: boolean; hangAfterMs?: number } = {},
): Promise<void> {
  let said = "";
  return new Promise<void>((resolve, reject) => {
    const guard =
      options.hangAfterMs === undefined
        ? undefined
        : setTimeout(
            () =>
              reject(
                new Error(
                  `The server did not say "${ready}" in ${options.hangAfterMs! / 1000} s (hung?): ${said.trim()}`,
                ),
              ),
            options.hangAfterMs,
          );
    const read = (chunk: Buffer) => {
      said += chunk;
      if (options.debug) process.stderr.write(chunk);
      // Without its colours (Vite prints them where CI is set, even into a pipe).
      if (stripVTControlCharacters(said).includes(ready)) {
        clearTimeout(guard);
        resolve();
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(guard);
      reject(new Error(`The server exited (${code}) before it said "${ready}": ${said.trim()}`));
    });
  });
}
