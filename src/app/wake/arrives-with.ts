/**
 * The `arrivesWith` trigger: wakes the island once the page is idle when it arrives with one of
 * these query parameters or session-storage keys (state its HTML cannot show); else it waits
 * for a press (press.ts).
 */
import { idle } from "./idle.ts";

function stored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false; // storage is blocked
  }
}

export function arrivesWith(
  { query, session }: { query?: string[]; session?: string[] },
  go: () => void,
): void {
  const params = new URLSearchParams(location.search);
  if (query?.some((name) => params.has(name)) || session?.some(stored)) idle(go);
}
