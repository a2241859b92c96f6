/**
 * The form collector under bad input (issue 17, items 3–5): schema checks field by field,
 * honeypot, Origin and media types. The thank-you and problem pages and durable appends are in
 * native-posts.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startServer, type Running } from "../../support/server-harness.ts";
import { contact, json, newsletter, post, stored } from "./forms-fixtures.ts";

let running: Running | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await running?.close();
  running = undefined;
});

describe("checking submissions against schema/forms/", () => {
  it("stores a valid contact submission in the spec's format", async () => {
    running = await startServer();
    const response = await post(running, "contact", JSON.stringify(contact));
    expect(response.status).toBe(200);
    expect(json(response.body)).toEqual({ ok: true });
    const [entry] = stored(running);
    expect(entry?.form).toBe("contact");
    expect(entry?.fields).toEqual(contact);
  });

  it.each([
    ["invalid JSON", "{"],
    ["a blank body", ""],
    ["null", "null"],
    ["an array", "[]"],
    ["a string", '"hello"'],
  ])("refuses %s with 422 and stores nothing", async (_, body) => {
    running = await startServer();
    const response = await post(running, "contact", body);
    expect(response.status).toBe(422);
    expect(json(response.body).ok).toBe(false);
    expect(json(response.body).errors?.length).toBeGreaterThan(0);
    expect(stored(running)).toEqual([]);
  });

  it("lists every field's problem: no name, a bad address, an unknown service, an extra field", async () => {
    running = await startServer();
    const response = await post(
      running,
      "contact",
      JSON.stringify({
        ...contact,
        name: "   ",
        email: "asha@example",
        services: "Graphic designing services, Knitting",
        admin: "yes",
      }),
    );
    expect(response.status).toBe(422);
    const errors = json(response.body).errors!;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Please fill in your name." },
        { field: "email", message: "Please enter a valid email address." },
        { field: "services", message: "Please choose services from the list on the form." },
        { field: "admin", message: 'This form has no field named "admin".' },
      ]),
    );
    expect(stored(running)).toEqual([]);
  });

  it("requires a service, and the portfolio link with Internship / Job", async () => {
    running = await startServer();
    const none = await post(running, "contact", JSON.stringify({ ...contact, services: "" }));
    expect(json(none.body).errors).toContainEqual({
      field: "services",
      message: "Please select at least one service",
    });
    const noLink = await post(running, "contact", JSON.stringify({ ...contact, portfolio: "" }));
    expect(noLink.status).toBe(422);
    expect(json(noLink.body).errors?.map((e) => e.field)).toEqual(["portfolio"]);
    expect(stored(running)).toEqual([]);
  });

  it("refuses over-long fields and blank or malformed newsletter addresses", async () => {
    running = await startServer();
    const long = await post(
      running,
      "contact",
      JSON.stringify({ ...contact, name: "a".repeat(201) }),
    );
    expect(json(long.body).errors).toContainEqual({
      field: "name",
      message: "Your name is too long: at most 200 characters.",
    });
    for (const email of ["", "  ", "reader@example", "read er@example.com", "a@b@c.d"]) {
      const response = await post(running, "newsletter", JSON.stringify({ ...newsletter, email }));
      expect(response.status, email).toBe(422);
      expect(json(response.body).errors?.[0]?.field).toBe("email");
    }
    expect(stored(running)).toEqual([]);
  });

  it("checks a 60 KB hostile address in linear time", async () => {
    running = await startServer();
    const email = "a@" + ".".repeat(60_000) + " ";
    const started = performance.now();
    const response = await post(running, "newsletter", JSON.stringify({ ...newsletter, email }));
    expect(response.status).toBe(422);
    // The spec's own /^[^\s@]+@[^\s@]+\.[^\s@]+$/ takes seconds on this address.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("takes an empty honeypot on the newsletter as no answer, and refuses unknown fields", async () => {
    running = await startServer();
    const ok = await post(running, "newsletter", JSON.stringify({ ...newsletter, _honeypot: "" }));
    expect(ok.status).toBe(200);
    expect(stored(running)[0]?.fields).toEqual(newsletter);
    const extra = await post(running, "newsletter", JSON.stringify({ ...newsletter, admin: "1" }));
    expect(extra.status).toBe(422);
    expect(json(extra.body).errors).toEqual([
      { field: "admin", message: 'This form has no field named "admin".' },
    ]);
  });

  it("matches media types case-insensitively", async () => {
    running = await startServer();
    const response = await post(running, "newsletter", JSON.stringify(newsletter), {
      "Content-Type": "Application/JSON; Charset=UTF-8",
    });
    expect(response.status).toBe(200);
    expect(stored(running)).toHaveLength(1);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    running = await startServer();
    const response = await post(
      running,
      "contact",
      JSON.stringify({ ...contact, _honeypot: "http://spam.example" }),
    );
    expect(response.status).toBe(200);
    expect(json(response.body)).toEqual({ ok: true });
    expect(stored(running)).toEqual([]);
  });
});

describe("Origin", () => {
  it("refuses a cross-site Origin with 403 and accepts same-origin and absent ones", async () => {
    running = await startServer();
    const body = JSON.stringify(newsletter);
    const evil = await post(running, "newsletter", body, { Origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    const nullOrigin = await post(running, "newsletter", body, { Origin: "null" });
    expect(nullOrigin.status).toBe(403);
    const crossFetch = await post(running, "newsletter", body, { "Sec-Fetch-Site": "cross-site" });
    expect(crossFetch.status).toBe(403);
    expect(stored(running)).toEqual([]);
    const same = await post(running, "newsletter", body, {
      Host: `127.0.0.1:${running.port}`,
      Origin: `http://127.0.0.1:${running.port}`,
    });
    expect(same.status).toBe(200);
    const absent = await post(running, "newsletter", body);
    expect(absent.status).toBe(200);
    expect(stored(running)).toHaveLength(2);
  });
});
