/**
 * The editor's calls to its endpoint (scripts/editor/api.ts): JSON both ways, with the session's
 * token from the page's <meta name="edit-token">. The browser adds Origin and Sec-Fetch-Site,
 * which the endpoint checks too.
 */
import {
  EDIT_API,
  EDIT_TOKEN_HEADER,
  EDIT_TOKEN_META,
  type EditorError,
} from "../../core/editor/editor-api.ts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: EditorError,
  ) {
    super(body.error);
  }
}

const token = () =>
  document.querySelector(`meta[name="${EDIT_TOKEN_META}"]`)?.getAttribute("content") ?? "";

export async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(EDIT_API + path, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      [EDIT_TOKEN_HEADER]: token(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({
    error: `The editor's server answered ${response.status}.`,
    reason: "http",
  }))) as T | EditorError;
  if (!response.ok) throw new ApiError(response.status, json as EditorError);
  return json as T;
}

/**
 * A POST answered with one JSON event a line (Publish, Push): each event as it arrives. A refusal
 * before the work starts is the usual error answer (an ApiError).
 */
export async function stream<E>(path: string, body: unknown, onEvent: (event: E) => void) {
  const response = await fetch(EDIT_API + path, {
    method: "POST",
    headers: { [EDIT_TOKEN_HEADER]: token(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    const error = (await response.json().catch(() => ({
      error: `The editor's server answered ${response.status}.`,
      reason: "http",
    }))) as EditorError;
    throw new ApiError(response.status, error);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += value ?? "";
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as E);
    if (done) return;
  }
}
