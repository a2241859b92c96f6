import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import {
  OPTIONS,
  alert,
  field,
  fillFields,
  intercept,
  open,
  option,
  submit,
  thanks,
} from "./contact-page.ts";
import { storedSubmission } from "../support/submissions.ts";

test.describe("the contact form's portfolio link and honeypot", () => {
  test("Internship / Job reveals a required portfolio link, sent only with that option", async ({
    page,
  }) => {
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await open(page);
    await fillFields(page);
    await option(page, "Internship / Job").click();
    const portfolio = field(page, "Link to your portfolio");
    await expect(portfolio).toBeVisible();
    await expect(portfolio).toHaveAttribute("type", "url");
    await expect(portfolio).toHaveAttribute("required", "");
    await expect(portfolio).toHaveAttribute("placeholder", /Google Drive|Behance|portfolio/);
    await submit(page).click();
    expect(await portfolio.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
    await portfolio.fill("https://www.behance.net/asha");
    await submit(page).click();
    await expect.poll(() => requests.length).toBe(1);
    const body = requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(body.services).toBe("Internship / Job");
    expect(body.portfolio).toBe("https://www.behance.net/asha");
    expect(Object.keys(body)).toEqual([
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

  test("hides the portfolio link again when Internship / Job is deselected, and does not send it", async ({
    page,
  }) => {
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await open(page);
    await fillFields(page);
    await option(page, "Internship / Job").click();
    await field(page, "Link to your portfolio").fill("https://drive.google.com/asha");
    await option(page, "Graphic designing services").click();
    await option(page, "Internship / Job").click();
    await expect(field(page, "Link to your portfolio")).toBeHidden();
    await submit(page).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.postDataJSON()).not.toHaveProperty("portfolio");
  });

  test("a filled honeypot sends nothing; the honeypot is out of the tab order and hidden from assistive tech", async ({
    page,
  }) => {
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await open(page);
    const honeypot = page.locator('input[name="_honeypot"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(await honeypot.evaluate((input) => input.closest("[aria-hidden=true]") !== null)).toBe(
      true,
    );
    await fillFields(page);
    await option(page, OPTIONS[0]!).click();
    await honeypot.fill("https://spam.example", { force: true });
    await submit(page).click();
    await expect(thanks(page)).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});

test.describe("the contact form when sending fails", () => {
  // The browser reports the failed request itself; that is the behaviour under test.
  test.use({ allowedConsole: /status of 500|ERR_FAILED|ERR_ABORTED/ });

  async function expectKept(page: Page) {
    await expect(alert(page)).toHaveText(
      "Submission failed. Please try again or contact us directly.",
    );
    await expect(field(page, "Your name")).toHaveValue("Asha Rao");
    await expect(field(page, "City")).toHaveValue("Bangalore");
    await expect(field(page, "E-mail")).toHaveValue("asha@example.com");
    await expect(field(page, "Phone")).toHaveValue("+91 98765 43210");
    await expect(option(page, "Internship / Job")).toBeChecked();
    await expect(field(page, "Link to your portfolio")).toHaveValue(
      "https://drive.google.com/asha",
    );
    await expect(submit(page)).toHaveText("Send message");
    await expect(submit(page)).toBeEnabled();
    await expect(thanks(page)).toBeHidden();
  }

  async function fillAll(page: Page) {
    await fillFields(page);
    await option(page, "Internship / Job").click();
    await field(page, "Link to your portfolio").fill("https://drive.google.com/asha");
  }

  test("a 500 answer shows the failure alert and keeps everything typed", async ({ page }) => {
    await intercept(page, (route) => route.fulfill({ status: 500, json: { ok: false } }));
    await open(page);
    await fillAll(page);
    await submit(page).click();
    await expectKept(page);
  });

  test("a network failure shows the failure alert and keeps everything typed", async ({ page }) => {
    await intercept(page, (route) => route.abort("failed"));
    await open(page);
    await fillAll(page);
    await submit(page).click();
    await expectKept(page);
  });

  test("no answer within the time limit aborts and shows the failure alert", async ({ page }) => {
    await page.clock.install();
    // Never answered: only the form's own time limit ends the request.
    const requests = await intercept(page, () => new Promise<void>(() => {}));
    await open(page);
    await fillAll(page);
    await submit(page).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(submit(page)).toHaveText("Submitting...");
    await page.clock.runFor(15_000);
    await expectKept(page);
  });
});

test.describe("the contact form against the local collector", () => {
  test("stores the submission in FORMS_DATA_DIR/submissions.jsonl", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await open(page);
    await fillFields(page);
    await field(page, "E-mail").fill(email);
    await option(page, "Copywriting & Creative writing services").click();
    await submit(page).click();
    await expect(thanks(page)).toBeVisible();
    const line = await storedSubmission(email);
    expect(line.form).toBe("contact");
    expect(line.fields.services).toBe("Copywriting & Creative writing services");
    expect(line.fields._replyto).toBe(email);
  });
});
