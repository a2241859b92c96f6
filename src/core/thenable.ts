/**
 * A promise that records its own state, so React's `use()` reads an already settled value
 * synchronously (no Suspense fallback during hydration or server rendering).
 */
export type Thenable<T> = Promise<T>;

type Tracked<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

export function track<T>(promise: Promise<T>): Thenable<T> {
  const thenable = promise as Tracked<T>;
  if (thenable.status) return thenable;
  thenable.status = "pending";
  promise.then(
    (value) => {
      thenable.status = "fulfilled";
      thenable.value = value;
    },
    (reason) => {
      thenable.status = "rejected";
      thenable.reason = reason;
    },
  );
  return thenable;
}

export function settled<T>(value: T): Thenable<T> {
  const thenable = Promise.resolve(value) as Tracked<T>;
  thenable.status = "fulfilled";
  thenable.value = value;
  return thenable;
}
