/**
 * The collector's answers to a browser's own post (no script handling the submit): the
 * thank-you page and the problem page are pages of the site, header, footer and
 * Content-Security-Policy included, with the words of the form that was sent.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** Posts a plain HTML form from a page of the site, as a browser without JavaScript would. */
async function postNatively(page: Page, action: string, fields: [string, string][]) {
  await page.goto("/contact-us");
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith("/api/forms/")),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        for (const [name, value] of fields) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    ),
  ]);
}

test("a newsletter post without JavaScript ends on the site's thank-you page", async ({ page }) => {
  const email = `native-${Date.now()}@example.com`;
  const answer = page.waitForResponse((r) => r.url().includes("/api/forms/newsletter/thanks"));
  await postNatively(page, "/api/forms/newsletter", [
    ["email", email],
    ["email_address", ""],
    ["_subject", "New Newsletter Subscription"],
    ["message", ""],
    ["_replyto", ""],
    ["_autoresponder", "true"],
    ["_from_name", "Saffron Studio"],
  ]);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing!");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the site" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  // Its styles apply (a style its policy did not allow would log a violation, which the fixture
  // fails on), and they ask for no cross-document view transition: Chrome aborted one into a
  // page reached by a form's own post 2 to 3 times in 30, with an error no script can catch
  // (src/site/theme.tsx).
  const rules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  expect(rules.length).toBeGreaterThan(10);
  expect(rules.filter((rule) => rule.includes("@view-transition"))).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
});

test.describe("refused", () => {
  // Chromium notes any 4xx answer in the console; this one is the point of the test.
  test.use({ allowedConsole: /status of 422/ });

  test("a contact post with mistakes gets the site's page listing them", async ({ page }) => {
    await postNatively(page, "/api/forms/contact", [
      ["name", ""],
      ["city", "Bangalore"],
      ["email", "not-an-address"],
      ["phone", "+91 98765 43210"],
      ["services", "Graphic designing services"],
      ["_subject", "New Contact Form Submission"],
      ["_replyto", ""],
      ["_honeypot", ""],
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Please fill in your name." }),
    ).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Please enter a valid email address." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
