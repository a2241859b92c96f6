/**
 * The contact form applies the collector's rules before it posts (src/forms/rules.ts, read from
 * schema/forms/): no field takes more than the collector keeps, and an address or a link the
 * collector would refuse is told at its field, with nothing posted. As a visitor acts: at
 * domcontentloaded, the form's code held until the test lets it through.
 */
import type { Page } from "@playwright/test";
import { CONTACT_FIELD_MESSAGES } from "../../fixtures/forms.ts";
import { expect, test } from "../support/fixtures.ts";
import { APP_MODULES, holdRequests, isLive } from "../support/network.ts";
import {
  FIELD_LIMITS,
  contactBlock,
  field,
  intercept,
  option,
  site,
  thanks,
} from "./contact-page.ts";
import { recordPosts } from "./posts.ts";

const labels = contactBlock.fields;
const submit = (page: Page) => page.getByRole("button", { name: contactBlock.submitLabel });

test.describe("the contact form, before it posts", () => {
  test("no field takes more characters than the collector keeps, before the app is live", async ({
    page,
  }) => {
    const held = await holdRequests(page, APP_MODULES);
    await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
    const portfolio = contactBlock.portfolio.label;
    for (const [label, limit] of FIELD_LIMITS.filter(([label]) => label !== portfolio)) {
      await field(page, label).fill("a".repeat(limit + 25));
      await expect(field(page, label), label).toHaveValue("a".repeat(limit));
    }
    expect(await field(page, labels.name.label).evaluate(isLive)).toBe(false);
    held.release();
    // The portfolio link shows while its option is ticked.
    await option(page, contactBlock.portfolio.option).click();
    const link = `https://www.behance.net/${"a".repeat(FIELD_LIMITS.at(-1)![1])}`;
    await field(page, portfolio).fill(link);
    await expect(field(page, portfolio)).toHaveValue(link.slice(0, FIELD_LIMITS.at(-1)![1]));
  });

  test("a malformed address, then a link the collector refuses, are told at their field and nothing is posted", async ({
    page,
  }) => {
    const held = await holdRequests(page, APP_MODULES);
    const posts = recordPosts(page, site.forms.contactEndpoint);
    const answered = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
    await field(page, labels.name.label).fill("Asha Rao");
    await field(page, labels.city.label).fill("Bangalore");
    const email = field(page, labels.email.label);
    // An address the browser's e-mail type takes, but not the spec's rule: no dot after the @.
    await email.fill("asha@example");
    await field(page, labels.phone.label).fill("+91 98765 43210");
    await submit(page).click();
    held.release();
    await expect(email).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES.emailInvalid);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.getByText(CONTACT_FIELD_MESSAGES.emailInvalid)).toBeVisible();

    // Mended, the message goes. A link that is a URL but not http(s) is told when the field is
    // left, and again on sending, which puts the focus back on it.
    await email.fill("asha@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(CONTACT_FIELD_MESSAGES.emailInvalid)).toHaveCount(0);
    await option(page, contactBlock.portfolio.option).click();
    const portfolio = field(page, contactBlock.portfolio.label);
    await portfolio.fill("ftp://files.example.com/asha");
    await portfolio.press("Tab");
    await expect(portfolio).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES.link);
    await expect(portfolio).toHaveAttribute("aria-invalid", "true");
    await submit(page).click();
    await expect(portfolio).toBeFocused();
    await expect(portfolio).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES.link);
    expect(posts).toHaveLength(0);
    expect(answered).toHaveLength(0);

    await portfolio.fill("https://www.behance.net/asha");
    await expect(portfolio).not.toHaveAttribute("aria-invalid");
    await submit(page).click();
    await expect(thanks(page)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(answered).toHaveLength(1);
  });
});
