/**
 * The browser the checks drive, and how it is started on these machines: CHROMIUM_PATH, else
 * Debian's headless shell (the end-to-end tests' and the hosts stage's pick: a quarter faster
 * here), else Debian's Chromium; no sandbox as root; no network of its own (this machine's
 * network is closed, and a browser reaching for Google's hosts waits on each refusal).
 */
import { existsSync } from "node:fs";

/** The headless shell first, for Playwright; the full browser for Lighthouse. */
export function chromiumPath(kind: "headless-shell" | "full" = "headless-shell") {
  const candidates =
    kind === "full"
      ? ["/usr/bin/chromium"]
      : ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];
  return process.env.CHROMIUM_PATH || candidates.find((path) => existsSync(path));
}

export const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];
