/**
 * The site's one way to send a form: POST, read only the status, give up after a time limit.
 * The contact form sends JSON, the newsletter form data; both answer the visitor from the result.
 */

export type PostResult = { ok: true } | { ok: false; reason: string };

export interface PostOptions {
  /**
   * Give up (and report a failure) after this many milliseconds; the request is aborted.
   * pages/site.json's `forms.timeoutMs`, which its schema defaults.
   */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * POSTs `body`: an object as JSON, FormData as multipart. A non-ok status, a network failure or
 * no answer in time is a failure with a reason for the console; the response body is never read
 * (it is never shown to the visitor).
 */
export async function postForm(
  endpoint: string,
  body: object | FormData,
  options: PostOptions,
): Promise<PostResult> {
  const send = options.fetch ?? fetch;
  const { timeoutMs } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const json = !(body instanceof FormData);
  try {
    const response = await send(endpoint, {
      method: "POST",
      headers: json
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
      body: json ? JSON.stringify(body) : body,
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: `HTTP ${response.status}` };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
