/**
 * The forms used before the app has loaded: the browser posts them itself, with the same
 * payload the app would send, and refuses what the app would refuse.
 */
import type { Page, Request } from "@playwright/test";
import { site } from "../documents.ts";
import { expect, test } from "../fixtures.ts";
import { NEWSLETTER_PAYLOAD } from "../submissions.ts";
import { APP_MODULES, holdRequests, isLive } from "./network.ts";

function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request));
  return posts;
}

test.describe("the newsletter, sent before the app has loaded", () => {
  // The collector's plain thank-you page names no icon, so the browser asks for /favicon.ico.
  test.use({ allowedConsole: /status of 404/ });

  test("Enter posts every field of the payload; a blank or malformed address is refused", async ({
    page,
  }) => {
    const held = await holdRequests(page, APP_MODULES);
    const posts = recordPosts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Newsletter" });
    const field = form.getByRole("textbox", { name: site.newsletter.label ?? "Email address" });
    for (const bad of ["", "   ", "reader@example", "reader@exa mple.com"]) {
      await field.fill(bad);
      await field.press("Enter");
      expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    }
    expect(posts).toHaveLength(0);
    expect(await field.evaluate(isLive)).toBe(false);

    await field.fill("early@example.com");
    await field.press("Enter");
    await expect(page.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
    held.release();
    expect(posts).toHaveLength(1);
    const body = await new Response(new Uint8Array(posts[0]!.postDataBuffer()!), {
      headers: { "content-type": (await posts[0]!.headerValue("content-type"))! },
    }).formData();
    expect([...body.keys()]).toEqual(NEWSLETTER_PAYLOAD);
    expect(body.get("email")).toBe("early@example.com");
    expect(body.get("_subject")).toBe(site.newsletter.subject);
    expect(body.get("_autoresponder")).toBe("true");
    expect(body.get("_from_name")).toBe(site.newsletter.fromName);
  });
});

test.describe("the contact form, filled in before the app has loaded", () => {
  test("keeps the services ticked early and sends them once the app is live", async ({ page }) => {
    const held = await holdRequests(page, APP_MODULES);
    const sent: Request[] = [];
    await page.route(`**${site.forms.contactEndpoint}`, (route) => {
      sent.push(route.request());
      return route.fulfill({ status: 200, json: { ok: true } });
    });
    await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Your name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("City", { exact: true }).fill("Bangalore");
    await page.getByLabel("E-mail", { exact: true }).fill("asha@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
    const group = page.getByRole("group", { name: "What can we help you with?" });
    const website = group.getByRole("checkbox", { name: "Website design & SEO services" });
    await website.check();
    await group.getByRole("checkbox", { name: "Graphic designing services" }).check();
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
