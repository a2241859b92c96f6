/** Calls `visit` with every string inside a JSON-like value: arrays and objects, at any depth. */
export function forEachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === "string") visit(value);
  else if (Array.isArray(value)) for (const item of value) forEachString(item, visit);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) forEachString(item, visit);
}
