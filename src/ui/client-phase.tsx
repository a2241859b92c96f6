/**
 * When the page shows the browser's own values (its media queries, the parts that exist only
 * once the app runs): never on the server, not while the app hydrates the prerendered page (its
 * first render must match the HTML), and from the commit after that on.
 *
 * The switch is a state change in a transition, which React renders in slices of a few
 * milliseconds. `useSyncExternalStore` switched each such value with an urgent render of its
 * own, after hydration: one task of 17–21 ms on this machine for /about-us and /work, four times
 * that on a Lighthouse phone.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

const LiveContext = createContext(false);
/** Whether the tree was hydrated from prerendered HTML (false: drawn by the browser). */
const FromHtmlContext = createContext(true);

/** True once the page shows the browser's values (see above). */
export function useLive(): boolean {
  return useContext(LiveContext);
}

/**
 * Around a tree rendered in the browser: `hydrating` for a tree hydrated from prerendered HTML,
 * false for one the browser draws from nothing (live at once). A hydrated tree goes live after
 * its first commit and once `after` has settled: the code of the parts that hydrate later (a
 * boundary still waiting for its code when the values change would be drawn anew, not hydrated).
 */
export function ClientPhase({
  hydrating,
  after,
  children,
}: {
  hydrating: boolean;
  after?: Promise<unknown>;
  children: ReactNode;
}) {
  const [live, setLive] = useState(!hydrating);
  useEffect(() => {
    if (live) return;
    let current = true;
    const goLive = () => current && startTransition(() => setLive(true));
    void Promise.resolve(after).then(goLive, goLive);
    return () => {
      current = false;
    };
  }, [live, after]);
  return (
    <FromHtmlContext value={hydrating}>
      <LiveContext value={live}>{children}</LiveContext>
    </FromHtmlContext>
  );
}
