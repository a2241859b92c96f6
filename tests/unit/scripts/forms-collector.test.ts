/**
 * The form collector under bad input (issue 17, items 3–5): schema checks field by field,
 * honeypot, Origin, media types, the thank-you and problem pages, durable and whole appends,
 * and storage failures that are logged and answered 503.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawRequest, request, startServer, type Running } from "./server-harness.ts";

let running: Running | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await running?.close();
  running = undefined;
});

const contact = {
  name: "Asha Rao",
  city: "Bangalore",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  services: "Graphic designing services, Internship / Job",
  portfolio: "https://www.behance.net/asha",
  _subject: "New Contact Form Submission",
  _replyto: "asha@example.com",
  _honeypot: "",
};

const newsletter = {
  email: "reader@example.com",
  email_address: "reader@example.com",
  _subject: "New Newsletter Subscription",
  message: "New newsletter subscriber: reader@example.com (received 2026-11-23T09:00:00.000Z)",
  _replyto: "reader@example.com",
  _autoresponder: "true",
  _from_name: "Saffron Studio",
};

function stored(run: Running): { form: string; fields: Record<string, string> }[] {
  const file = join(run.formsDir, "submissions.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { form: string; fields: Record<string, string> });
}

async function post(
  run: Running,
  form: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return rawRequest(run.port, (socket) =>
    socket.write(
      request(
        "POST",
        `/api/forms/${form}`,
        { "Content-Type": "application/json", ...headers },
        body,
      ),
    ),
  );
}

const json = (body: string) =>
  JSON.parse(body) as { ok: boolean; errors?: { field: string; message: string }[] };

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

describe("a browser's own post (JavaScript off)", () => {
  const html = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

  it("newsletter: completes the empty fields, stores, and thanks on a page of the site", async () => {
    running = await startServer();
    const form = new URLSearchParams({
      ...newsletter,
      email_address: "",
      _replyto: "",
      message: "",
    });
    const response = await post(running, "newsletter", form.toString(), {
      ...html,
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: `http://127.0.0.1:${running.port}/about-us?x=1`,
      Host: `127.0.0.1:${running.port}`,
    });
    expect(response.status).toBe(303);
    const [entry] = stored(running);
    expect(entry?.fields.email_address).toBe("reader@example.com");
    expect(entry?.fields._replyto).toBe("reader@example.com");
    expect(entry?.fields.message).toMatch(
      /^New newsletter subscriber: reader@example\.com \(received \d{4}-/,
    );
    const page = await fetch(new URL(response.headers.location!, running.base));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'sha256-404'",
    );
    const doc = new JSDOM(await page.text()).window.document;
    expect(doc.querySelector("main h1")?.textContent).toBe("Thank you for subscribing!");
    expect(doc.querySelector("header")).not.toBeNull();
    expect(doc.querySelector("footer")).not.toBeNull();
    expect(doc.querySelector("script[src]")).toBeNull();
    expect(doc.querySelector("main a")?.getAttribute("href")).toBe("/about-us?x=1");
  });

  it("contact: repeated services, an empty _replyto; the contact page's words, not subscribing", async () => {
    running = await startServer();
    const form = new URLSearchParams(
      Object.entries({ ...contact, _replyto: "", services: "" }).filter(([k]) => k !== "services"),
    );
    form.append("services", "Graphic designing services");
    form.append("services", "Internship / Job");
    const response = await post(running, "contact", form.toString(), {
      ...html,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(303);
    expect(stored(running)[0]?.fields).toEqual(contact);
    const page = await (await fetch(new URL(response.headers.location!, running.base))).text();
    const doc = new JSDOM(page).window.document;
    expect(doc.querySelector("main h1")?.textContent).toBe("Thank you!");
    expect(doc.querySelector("main")?.textContent).not.toMatch(/subscrib/i);
  });

  it("multipart newsletter posts are read too", async () => {
    running = await startServer();
    const data = new FormData();
    for (const [k, v] of Object.entries(newsletter)) data.append(k, v);
    const response = await fetch(`${running.base}/api/forms/newsletter`, {
      method: "POST",
      body: data,
      headers: html,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(stored(running)).toHaveLength(1);
  });

  it.each([
    "http://evil.example//evil.example/x",
    "//evil.example/x",
    "https://evil.example/x",
    "javascript:alert(1)",
    "/\\evil.example/x",
  ])("links back only to a path on this site (Referer %s)", async (referer) => {
    running = await startServer();
    const response = await post(running, "newsletter", JSON.stringify(newsletter), {
      ...html,
      Referer: referer,
    });
    // The thank-you page: where the 303 leads, or the answer itself.
    let page = response.body;
    if (response.status === 303) {
      const location = new URL(response.headers.location!, running.base);
      expect(location.origin).toBe(running.base);
      page = await (await fetch(location)).text();
    } else expect(response.status).toBe(200);
    const doc = new JSDOM(page).window.document;
    expect(doc.querySelector("h1")?.textContent).toBe("Thank you for subscribing!");
    const href = doc.querySelector("main a")!.getAttribute("href")!;
    expect(href.startsWith("/")).toBe(true);
    expect(href.startsWith("//")).toBe(false);
    expect(href).not.toContain("evil");
  });

  it("a refused post gets a readable page listing each field's problem, with a link back", async () => {
    running = await startServer();
    const response = await post(
      running,
      "contact",
      new URLSearchParams({ ...contact, name: "", email: "nope", _replyto: "" }).toString(),
      {
        ...html,
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: "http://evil.example//evil.example/x",
      },
    );
    expect(response.status).toBe(422);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'sha256-404'",
    );
    const doc = new JSDOM(response.body).window.document;
    const items = [...doc.querySelectorAll("main li")].map((li) => li.textContent);
    expect(items).toEqual([
      "name: Please fill in your name.",
      "email: Please enter a valid email address.",
    ]);
    expect(doc.querySelector("main a")?.getAttribute("href")).toBe("/");
    expect(stored(running)).toEqual([]);
  });
});

describe("nothing lost", () => {
  it("answers 503 with a logged line when the file cannot be written, and claims nothing", async () => {
    running = await startServer({
      prepare: () => {},
    });
    // The forms folder is a file: nothing can be stored under it.
    mkdirSync(join(running.formsDir, ".."), { recursive: true });
    writeFileSync(running.formsDir, "not a folder");
    const response = await post(running, "newsletter", JSON.stringify(newsletter));
    expect(response.status).toBe(503);
    expect(json(response.body).ok).toBe(false);
    expect(running.logs).toHaveLength(1);
    expect(running.logs[0]).toMatch(/could not store a newsletter submission/);
  });

  it("does not answer 200 before the line is synced to disk", async () => {
    running = await startServer();
    const probe = await open(join(running.dist, "index.html"), "r");
    const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    let release!: () => void;
    const synced = new Promise<void>((done) => (release = done));
    const calls: string[] = [];
    const original = proto.sync;
    vi.spyOn(proto, "sync").mockImplementation(async function (this: unknown) {
      calls.push("sync");
      await synced;
      return original.call(this);
    });
    let answered = false;
    const pending = post(running, "newsletter", JSON.stringify(newsletter)).then((r) => {
      answered = true;
      return r;
    });
    await vi.waitFor(() => expect(calls).toEqual(["sync"]));
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(200);
    expect(stored(running)).toHaveLength(1);
  });

  it("never interleaves lines of concurrent posts", async () => {
    running = await startServer();
    const posts = Array.from({ length: 40 }, (_, i) =>
      post(
        running!,
        "contact",
        JSON.stringify({
          ...contact,
          name: `Lead ${i} ${"x".repeat(150)}`,
          portfolio: `https://x.example/${"p".repeat(1900)}`,
        }),
      ),
    );
    const responses = await Promise.all(posts);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const lines = stored(running);
    expect(lines).toHaveLength(40);
    expect(new Set(lines.map((l) => l.fields.name)).size).toBe(40);
  });
});
