/**
 * The forms used before their code has loaded: the page's loader turns the browser's own
 * bubbles off at once, holds a submit (or a press) until the form's island is awake, then
 * replays it, so the visitor meets the spec's messages and nothing is lost or sent twice.
 * With scripts off the browser posts the forms itself (forms.no-js.spec.ts).
 */
import type { Page, Request } from "@playwright/test";
import { site } from "../support/documents.ts";
import { expect, test } from "../support/fixtures.ts";
import { NEWSLETTER_PAYLOAD } from "../support/submissions.ts";
import { APP_MODULES, holdRequests, isLive } from "../support/network.ts";

function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request));
  return posts;
}

test.describe("the newsletter, sent before its code has loaded", () => {
  test("Enter on a blank or malformed address gets the spec's messages, a good one is sent once", async ({
    page,
  }) => {
    const held = await holdRequests(page, APP_MODULES);
    const posts = recordPosts(page);
    await page.route(`**${site.forms.newsletterEndpoint}`, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Newsletter" });
    const field = form.getByRole("textbox", { name: site.newsletter.label ?? "Email address" });
    await field.press("Enter");
    // Held: no post, no navigation, no bubble of the browser's, while the code is on its way.
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
    expect(await field.evaluate(isLive)).toBe(false);
    expect(held.paths.length).toBeGreaterThan(0);
    held.release();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Please enter your email address.");
    for (const bad of ["   ", "reader@example", "reader@exa mple.com"]) {
      await field.fill(bad);
      await field.press("Enter");
      await expect(alert).toHaveText(
        bad.trim() ? "Please enter a valid email address." : "Please enter your email address.",
      );
    }
    expect(posts).toHaveLength(0);

    await field.fill("early@example.com");
    await field.press("Enter");
    await expect(page.getByRole("dialog", { name: "Thank you for subscribing" })).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(posts).toHaveLength(1);
    const body = await new Response(new Uint8Array(posts[0]!.postDataBuffer()!), {
      headers: { "content-type": (await posts[0]!.headerValue("content-type"))! },
    }).formData();
    expect([...new Set(body.keys())].sort()).toEqual([...NEWSLETTER_PAYLOAD].sort());
    expect(body.get("email")).toBe("early@example.com");
    expect(body.get("_subject")).toBe(site.newsletter.subject);
    expect(body.get("_autoresponder")).toBe("true");
    expect(body.get("_from_name")).toBe(site.newsletter.fromName);
  });

  test("an address typed and sent while the code is held is the one sent, once", async ({
    page,
  }) => {
    const held = await holdRequests(page, APP_MODULES);
    const posts = recordPosts(page);
    await page.route(`**${site.forms.newsletterEndpoint}`, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Newsletter" });
    await form
      .getByRole("textbox", { name: site.newsletter.label ?? "Email address" })
      .fill("held@example.com");
    await form.getByRole("button").click();
    expect(posts).toHaveLength(0);
    held.release();
    await expect(page.getByRole("dialog", { name: "Thank you for subscribing" })).toBeVisible();
    expect(posts).toHaveLength(1);
    const body = await new Response(new Uint8Array(posts[0]!.postDataBuffer()!), {
      headers: { "content-type": (await posts[0]!.headerValue("content-type"))! },
    }).formData();
    expect(body.get("email")).toBe("held@example.com");
  });
});

/** The app's code held back, and the contact form's posts recorded (and answered ok). */
async function contactHeld(page: Page) {
  const held = await holdRequests(page, APP_MODULES);
  const sent: Request[] = [];
  await page.route(`**${site.forms.contactEndpoint}`, (route) => {
    sent.push(route.request());
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  return { held, sent };
}

/** Opens /contact-us at domcontentloaded and types the four text fields, as a visitor does. */
async function fillContact(page: Page, name: string, city: string, email: string) {
  await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("City", { exact: true }).fill(city);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
}

test.describe("the contact form, filled in before the app has loaded", () => {
  test("keeps the services ticked early and sends them once the app is live", async ({ page }) => {
    const { held, sent } = await contactHeld(page);
    await fillContact(page, "Asha Rao", "Bangalore", "asha@example.com");
    const group = page.getByRole("group", { name: "What can we help you with?" });
    const website = group.getByRole("checkbox", { name: "Website design & SEO services" });
    // A tick on a form that is not awake yet is held, then replayed once it is.
    await website.click();
    await group.getByRole("checkbox", { name: "Graphic designing services" }).click();
    expect(await website.evaluate(isLive)).toBe(false);
    held.release();
    // This test is about hydration: the app adopts what was ticked rather than clearing it.
    await expect.poll(() => website.evaluate(isLive)).toBe(true);
    await expect(website).toBeChecked();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: /Your message is with us/ })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.postDataJSON() as { services: string }).services).toBe(
      "Graphic designing services, Website design & SEO services",
    );
  });
});

test.describe("the contact form's trap, filled before the app has loaded", () => {
  test("a bot that fills the hidden honeypot early is thanked and nothing is sent", async ({
    page,
  }) => {
    const { held, sent } = await contactHeld(page);
    await fillContact(page, "Spam Bot", "Nowhere", "bot@example.com");
    const group = page.getByRole("group", { name: "What can we help you with?" });
    await group.getByRole("checkbox", { name: "Graphic designing services" }).click();
    // Before the form's code has arrived: the value is in the field, not in any app's state.
    await page.locator('input[name="_honeypot"]').fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Send message" }).click();
    held.release();
    await expect(page.getByRole("dialog", { name: /Your message is with us/ })).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
