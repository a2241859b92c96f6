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
} from "../../core/editor-api.ts";

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
