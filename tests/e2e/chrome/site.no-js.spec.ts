/**
 * With JavaScript off, at a phone's width and a desktop's (the "no-js phone" and "no-js desktop"
 * projects): the header reaches the five main pages from every one of them, the phone menu opens
 * and closes, and both forms post their full payload natively or refuse a bad address.
 */
import type { Page, Request } from "@playwright/test";
import { site } from "../support/documents.ts";
import { expect, test } from "../support/fixtures.ts";
import { NEWSLETTER_PAYLOAD, storedSubmission } from "../support/submissions.ts";

const MAIN = site.nav.map((link) => link.href);
const LABELS = site.nav.map((link) => link.label);

const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const toggle = (page: Page) => page.getByRole("button", { name: "menu" });
const panel = (page: Page) => page.locator("#site-menu");

/** The POSTs the page makes to a form endpoint. */
function recordPosts(page: Page, endpoint: string): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === endpoint)
      posts.push(request);
  });
  return posts;
}

/** A posted body as name → every value given for it. */
async function postedFields(request: Request): Promise<Record<string, string[]>> {
  const type = (await request.headerValue("content-type"))!;
  const data = await new Response(new Uint8Array(request.postDataBuffer()!), {
    headers: { "content-type": type },
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of data.entries()) (fields[name] ??= []).push(String(value));
  return fields;
}

test("scripts are really off", async ({ page }) => {
  await page.goto("/");
  // What the page sees: its CSS leaves out what needs scripts on this evidence.
  expect(await page.evaluate(() => matchMedia("(scripting: none)").matches)).toBe(true);
  await expect(page.getByRole("button", { name: "Search website" })).toBeHidden();
});

for (const [index, route] of MAIN.entries()) {
  test(`from ${route} the header reaches the five main pages`, async ({ page }) => {
    const next = MAIN[(index + 1) % MAIN.length]!;
    await page.goto(route);
    if (isPhone(page)) {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeVisible();
      const links = panel(page).getByRole("navigation", { name: "Main" }).getByRole("link");
      await expect(links).toHaveText(LABELS);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(MAIN);
      // A search box cannot search without scripts: it is left out.
      await expect(panel(page).getByPlaceholder("Search...")).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await toggle(page).tap();
      await links.nth((index + 1) % MAIN.length).tap();
    } else {
      await expect(toggle(page)).toBeHidden();
      await expect(page.getByRole("button", { name: "Search website" })).toBeHidden();
      const links = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link");
      await expect(links).toHaveText(LABELS);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(MAIN);
      await links.nth((index + 1) % MAIN.length).click();
    }
    await expect(page).toHaveURL(next);
    if (isPhone(page)) await expect(panel(page)).toBeHidden();
  });
}

test.describe("the newsletter form", () => {
  // The collector's plain thank-you page names no icon, so the browser asks for /favicon.ico.
  test.use({ allowedConsole: /status of 404/ });
  const field = (page: Page) =>
    page
      .getByRole("form", { name: "Newsletter" })
      .getByRole("textbox", { name: site.newsletter.label ?? "Email address" });

  test("posts the full payload natively, and the collector stores it", async ({ page }) => {
    const address = `nojs-${Date.now()}-${page.viewportSize()!.width}@example.com`;
    const posts = recordPosts(page, site.forms.newsletterEndpoint);
    await page.goto("/about-us");
    await field(page).fill(address);
    await field(page).press("Enter");
    await expect(page.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
    expect(posts).toHaveLength(1);
    const fields = await postedFields(posts[0]!);
    expect(Object.keys(fields)).toEqual(NEWSLETTER_PAYLOAD);
    expect(fields.email).toEqual([address]);
    expect(fields._subject).toEqual([site.newsletter.subject]);
    expect(fields._autoresponder).toEqual(["true"]);
    expect(fields._from_name).toEqual([site.newsletter.fromName]);
    // The copies of the address and the timed message are the server's to fill in.
    for (const name of ["email_address", "message", "_replyto"])
      expect(fields[name]).toHaveLength(1);

    const stored = await storedSubmission(address);
    expect(stored.form).toBe("newsletter");
    expect(Object.keys(stored.fields).sort()).toEqual(Object.keys(fields).sort());
  });

  test("refuses a blank or malformed address without posting", async ({ page }) => {
    const posts = recordPosts(page, site.forms.newsletterEndpoint);
    await page.goto("/services");
    const form = page.getByRole("form", { name: "Newsletter" });
    for (const [value, problem] of [
      ["", "valueMissing"],
      ["    ", "valueMissing"],
      ["reader@example", "patternMismatch"],
      ["reader example.com", "typeMismatch"],
      ["reader@exa mple.com", "typeMismatch"],
    ] as const) {
      await field(page).fill(value);
      await form.getByRole("button").click();
      expect(
        await field(page).evaluate((input: HTMLInputElement, key) => input.validity[key], problem),
        JSON.stringify(value),
      ).toBe(true);
      await expect(page).toHaveURL("/services");
    }
    expect(posts).toHaveLength(0);
  });
});

test.describe("the contact form", () => {
  test("posts the full payload natively, one services value per ticked option", async ({
    page,
  }) => {
    const posts = recordPosts(page, site.forms.contactEndpoint);
    await page.goto("/contact-us");
    await page.getByLabel("Your name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("City", { exact: true }).fill("Bangalore");
    await page.getByLabel("E-mail", { exact: true }).fill("asha@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
    const group = page.getByRole("group", { name: "What can we help you with?" });
    const portfolio = page.getByLabel("Link to your portfolio", { exact: true });
    await expect(portfolio).toBeHidden();
    await group.getByRole("checkbox", { name: "Internship / Job" }).check();
    // Shown by the form's CSS as soon as its option is ticked.
    await expect(portfolio).toBeVisible();
    await portfolio.fill("https://www.behance.net/asha");
    await group.getByRole("checkbox", { name: "Graphic designing services" }).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(await posts[0]!.headerValue("content-type")).toBe("application/x-www-form-urlencoded");
    const fields = await postedFields(posts[0]!);
    expect(fields).toEqual({
      name: ["Asha Rao"],
      city: ["Bangalore"],
      email: ["asha@example.com"],
      phone: ["+91 98765 43210"],
      services: ["Graphic designing services", "Internship / Job"],
      portfolio: ["https://www.behance.net/asha"],
      _honeypot: [""],
      _subject: ["New Contact Form Submission"],
    });
  });
});

test("a case study's clip shows its poster, and no play control that could not work", async ({
  page,
}) => {
  await page.goto("/portfolio/info3/one-bonsai");
  const clip = page.locator("video");
  const poster = clip.locator("xpath=..").locator("img");
  await poster.scrollIntoViewIfNeeded();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(poster).toBeVisible();
  // The clip has no file without scripts: the browser's own empty player does not cover the poster.
  await expect(clip).toHaveCSS("opacity", "0");
  await expect(page.getByRole("button", { name: /video:/ })).toBeHidden();
});
