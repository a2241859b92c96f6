/**
 * With JavaScript off, at a phone's width and a desktop's (the "no-js phone" and "no-js desktop"
 * projects): the newsletter and contact forms post their full payload natively, and both refuse
 * what the collector would (its limits and patterns are in the served HTML).
 */
import type { Page, Request } from "@playwright/test";
import { site } from "../support/documents.ts";
import { expect, test } from "../support/fixtures.ts";
import { NEWSLETTER_PAYLOAD, storedSubmission } from "../support/submissions.ts";
import { FIELD_LIMITS, contactBlock } from "./contact-page.ts";
import { recordPosts } from "./posts.ts";

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

  test("carries the collector's limits and patterns, and refuses what the collector would", async ({
    page,
  }) => {
    const posts = recordPosts(page, site.forms.contactEndpoint);
    await page.goto("/contact-us");
    const input = (label: string) => page.getByLabel(label, { exact: true });
    for (const [label, limit] of FIELD_LIMITS)
      await expect(input(label), label).toHaveAttribute("maxlength", String(limit));
    const { fields, portfolio } = contactBlock;
    const group = page.getByRole("group", { name: contactBlock.services.label });
    await group.getByRole("checkbox", { name: portfolio.option }).check();
    const good: [string, string][] = [
      [fields.name.label, "Asha Rao"],
      [fields.city.label, "Bangalore"],
      [fields.email.label, "asha@example.com"],
      [fields.phone.label, "+91 98765 43210"],
      [portfolio.label, "https://www.behance.net/asha"],
    ];
    for (const [label, value] of good) await input(label).fill(value);
    // What the browser's own types take but the collector refuses.
    for (const [label, bad] of [
      [fields.name.label, "   "],
      [fields.email.label, "asha@example"],
      [portfolio.label, "ftp://files.example.com/asha"],
    ] as const) {
      await input(label).fill(bad);
      await page.getByRole("button", { name: contactBlock.submitLabel }).click();
      expect(
        await input(label).evaluate((field: HTMLInputElement) => field.validity.patternMismatch),
        `${label}: ${JSON.stringify(bad)}`,
      ).toBe(true);
      await expect(page).toHaveURL("/contact-us");
      await input(label).fill(good.find(([name]) => name === label)![1]);
    }
    expect(posts).toHaveLength(0);
  });
});
