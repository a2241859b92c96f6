import { describe, expect, it, vi } from "vitest";
import {
  EMPTY_VALUES,
  buildContactPayload,
  isSpam,
  submitContact,
  toggleOption,
  wantsPortfolio,
  type ContactValues,
} from "../../../src/blocks/contact-form/payload.ts";

const options = [
  "Graphic designing services",
  "Photography & Videography services",
  "Copywriting & Creative writing services",
  "Website design & SEO services",
  "Social Media management & marketing services",
  "Internship / Job",
];
const payloadOptions = {
  options,
  portfolioOption: "Internship / Job",
  subject: "New Contact Form Submission",
};

const typed: ContactValues = {
  name: " Asha Rao ",
  city: "Bangalore",
  email: "asha@example.com ",
  phone: "+91 98765 43210",
  services: ["Website design & SEO services", "Graphic designing services"],
  portfolio: "https://drive.example.com/asha",
  honeypot: "",
};

describe("buildContactPayload", () => {
  it("sends exactly the documented fields, services in the form's order joined by “, ”", () => {
    const payload = buildContactPayload(typed, payloadOptions);
    expect(payload).toEqual({
      name: "Asha Rao",
      city: "Bangalore",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      services: "Graphic designing services, Website design & SEO services",
      _subject: "New Contact Form Submission",
      _replyto: "asha@example.com",
      _honeypot: "",
    });
    expect(Object.keys(payload)).toEqual([
      "name",
      "city",
      "email",
      "phone",
      "services",
      "_subject",
      "_replyto",
      "_honeypot",
    ]);
  });

  it("adds the portfolio link only when Internship / Job is chosen", () => {
    const payload = buildContactPayload(
      { ...typed, services: ["Internship / Job"] },
      payloadOptions,
    );
    expect(payload.portfolio).toBe("https://drive.example.com/asha");
    expect(payload.services).toBe("Internship / Job");
    expect(Object.keys(payload)).toEqual([
      "name",
      "city",
      "email",
      "phone",
      "services",
      "portfolio",
      "_subject",
      "_replyto",
      "_honeypot",
    ]);
  });
});

describe("the form's small rules", () => {
  it("toggles options on and off (multi-select)", () => {
    const one = toggleOption([], "Internship / Job");
    expect(one).toEqual(["Internship / Job"]);
    expect(toggleOption([...one, "Graphic designing services"], "Internship / Job")).toEqual([
      "Graphic designing services",
    ]);
  });

  it("asks for a portfolio only while its option is chosen", () => {
    expect(wantsPortfolio({ services: ["Internship / Job"] }, "Internship / Job")).toBe(true);
    expect(wantsPortfolio({ services: ["Graphic designing services"] }, "Internship / Job")).toBe(
      false,
    );
  });

  it("treats a filled honeypot as spam", () => {
    expect(isSpam(EMPTY_VALUES)).toBe(false);
    expect(isSpam({ honeypot: "http://spam.example" })).toBe(true);
  });
});

describe("submitContact", () => {
  const payload = buildContactPayload(typed, payloadOptions);

  it("POSTs the JSON with JSON Content-Type and Accept headers and reports ok", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    await expect(
      submitContact("/api/forms/contact", payload, { timeoutMs: 1000, fetch }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forms/contact");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it("fails on a non-ok status", async () => {
    const fetch = vi.fn(async () => new Response("", { status: 500 }));
    await expect(submitContact("/x", payload, { timeoutMs: 1000, fetch })).resolves.toEqual({
      ok: false,
      reason: "HTTP 500",
    });
  });

  it("fails on a network error", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(submitContact("/x", payload, { timeoutMs: 1000, fetch })).resolves.toEqual({
      ok: false,
      reason: "Failed to fetch",
    });
  });

  it("aborts and fails when there is no answer within the time limit", async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetch = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener("abort", () =>
              reject(new DOMException("Aborted", "AbortError")),
            );
          }),
      );
      const result = submitContact("/x", payload, {
        timeoutMs: 15000,
        fetch: fetch as typeof globalThis.fetch,
      });
      await vi.advanceTimersByTimeAsync(14999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: "no answer within 15000 ms" });
    } finally {
      vi.useRealTimers();
    }
  });
});
