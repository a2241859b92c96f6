/**
 * The form collector, continued (issue 17, items 4–5): a browser's own post (JavaScript off)
 * gets the site's thank-you or problem page; appends are durable and whole, and a storage
 * failure is logged and answered 503.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startServer, type Running } from "../../support/server-harness.ts";
import { contact, json, newsletter, post, stored } from "./forms-fixtures.ts";

let running: Running | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await running?.close();
  running = undefined;
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
