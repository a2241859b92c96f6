import { afterEach, describe, expect, it, vi } from "vitest";
import { postForm } from "../../../../src/ui/post-form.ts";

afterEach(() => {
  vi.useRealTimers();
});

const ok = () => vi.fn(async () => new Response("{}", { status: 200 }));
const callOf = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls[0] as unknown as [string, RequestInit];

/** A fetch that never answers and rejects when aborted; `signal()` is the request's signal. */
function hanging() {
  let signal: AbortSignal | undefined;
  const fetch = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
  return { fetch: fetch as typeof globalThis.fetch, signal: () => signal };
}

describe("postForm", () => {
  it("POSTs an object as JSON with JSON Content-Type and Accept headers, and reports ok", async () => {
    const fetch = ok();
    const payload = { name: "Asha", services: ["Branding"] };
    await expect(
      postForm("/api/forms/contact", payload, { fetch, timeoutMs: 15_000 }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = callOf(fetch);
    expect(url).toBe("/api/forms/contact");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it("POSTs FormData as it is (multipart; the browser sets the boundary)", async () => {
    const fetch = ok();
    const data = new FormData();
    data.append("email", "reader@example.com");
    await expect(
      postForm("/api/forms/newsletter", data, { fetch, timeoutMs: 15_000 }),
    ).resolves.toEqual({
      ok: true,
    });
    const [, init] = callOf(fetch);
    expect(init.body).toBe(data);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("fails on a status that is not ok, naming it", async () => {
    const fetch = vi.fn(async () => new Response("", { status: 500 }));
    await expect(postForm("/x", {}, { fetch, timeoutMs: 15_000 })).resolves.toEqual({
      ok: false,
      reason: "HTTP 500",
    });
  });

  it("fails on a network error, with its message", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postForm("/x", {}, { fetch, timeoutMs: 15_000 })).resolves.toEqual({
      ok: false,
      reason: "Failed to fetch",
    });
  });

  it("aborts and fails when there is no answer within the time limit", async () => {
    vi.useFakeTimers();
    const { fetch, signal } = hanging();
    const result = postForm("/x", {}, { timeoutMs: 5000, fetch });
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal()?.aborted).toBe(true);
    await expect(result).resolves.toEqual({ ok: false, reason: "no answer within 5000 ms" });
  });
});
