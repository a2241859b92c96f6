import type { Page, Request, Route } from "@playwright/test";
// The newsletter's settings come from the site document; the tests read the same file.
import { site, START } from "../support/documents.ts";
import { expect, holdIslands, test } from "../support/fixtures.ts";
import { NEWSLETTER_PAYLOAD, storedSubmission } from "../support/submissions.ts";

const ENDPOINT = `**${site.forms.newsletterEndpoint}`;
const FAILED = "Subscription failed. Please try again later.";

/** The footer's form, as soon as the page shows: nothing waits for its code. */
async function newsletter(page: Page) {
  await page.goto(START, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.scrollIntoViewIfNeeded();
  const field = form.getByRole("textbox", { name: site.newsletter.label ?? "Email address" });
  return { form, field, button: form.getByRole("button") };
}

/** The posted multipart body as a plain object (each field once). */
async function postedFields(request: Request): Promise<Record<string, string[]>> {
  const body = request.postDataBuffer();
  if (!body) throw new Error("The newsletter request has no body.");
  const type = await request.headerValue("content-type");
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const data = await new Response(new Uint8Array(body), {
    headers: { "content-type": type! },
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of data.entries()) (fields[name] ??= []).push(String(value));
  return fields;
}

/** A request held until the test lets it go. */
async function holdRequests(page: Page) {
  const held: { route: Route; request: Request }[] = [];
  const arrived: Array<() => void> = [];
  await page.route(ENDPOINT, (route, request) => {
    held.push({ route, request });
    arrived.splice(0).forEach((resolve) => resolve());
  });
  return {
    held,
    next: () =>
      held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => arrived.push(resolve)),
  };
}

test.describe("the newsletter form", () => {
  test("asks for an address when the field is empty or only spaces, and sends nothing", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    const { form, field, button } = await newsletter(page);
    await expect(form).toHaveAttribute("data-state", "idle");
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAttribute("required", "");
    await button.click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Please enter your email address.");
    await expect(form).toHaveAttribute("data-state", "error");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Please enter your email address.");
    await expect(field).toBeFocused();

    await field.fill("    ");
    await field.press("Enter");
    await expect(alert).toHaveText("Please enter your email address.");
    expect(posts).toEqual([]);
  });

  test("rejects an address that is not text@text.text, and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    const { form, field, button } = await newsletter(page);
    for (const bad of ["reader@example", "reader example.com", "reader@exa mple.com"]) {
      await field.fill(bad);
      await button.click();
      await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address.");
      await expect(field).toHaveValue(bad);
    }
    expect(posts).toEqual([]);
  });

  test("posts exactly the seven fields, shows Processing while waiting, then thanks", async ({
    page,
  }) => {
    const { form, field, button } = await newsletter(page);
    const requests = await holdRequests(page);
    // A previous error is cleared as soon as a submit starts.
    await button.click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email address.");

    await field.fill("  reader@example.com ");
    const before = Date.now();
    await button.click();
    await requests.next();
    const after = Date.now();
    await expect(form).toHaveAttribute("data-state", "submitting");
    await expect(button).toBeDisabled();
    await expect(button).toHaveText("Processing...");
    await expect(field).toBeDisabled();
    await expect(form.getByRole("alert")).toHaveText("");

    const { request, route } = requests.held[0]!;
    expect(request.method()).toBe("POST");
    const fields = await postedFields(request);
    expect(Object.keys(fields).sort()).toEqual([...NEWSLETTER_PAYLOAD].sort());
    expect(fields.email).toEqual(["reader@example.com"]);
    expect(fields.email_address).toEqual(["reader@example.com"]);
    expect(fields._subject).toEqual([site.newsletter.subject]);
    expect(fields._replyto).toEqual(["reader@example.com"]);
    expect(fields._autoresponder).toEqual(["true"]);
    expect(fields._from_name).toEqual([site.newsletter.fromName]);
    const message = /^New newsletter subscriber: reader@example\.com \(received (.+)\)$/.exec(
      fields.message![0]!,
    );
    expect(message, fields.message![0]).not.toBeNull();
    const received = Date.parse(message![1]!);
    expect(new Date(received).toISOString()).toBe(message![1]);
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(received).toBeLessThanOrEqual(after + 1000);

    await route.fulfill({ status: 200, json: { ok: true } });
    await expect(form).toHaveAttribute("data-state", "success");
    const thanks = page.getByRole("dialog", { name: "Thank you for subscribing" });
    await expect(thanks).toBeVisible();
    expect(await thanks.evaluate((el) => el.matches("dialog:modal"))).toBe(true);
    const picture = thanks.getByRole("img", { name: /Thank you for subscribing!/ });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(field).toHaveValue("");
    await expect(button).toHaveText(site.newsletter.button);

    // A click on the picture closes it and the focus returns to the field.
    await picture.click();
    await expect(thanks).toBeHidden();
    await expect(form).toHaveAttribute("data-state", "idle");
    await expect(field).toBeFocused();
  });

  test("an address typed and sent before the form's code has loaded is the one sent", async ({
    page,
  }) => {
    const releaseIslands = await holdIslands(page);
    const posted: Request[] = [];
    await page.route(ENDPOINT, (route, request) => {
      posted.push(request);
      return route.fulfill({ status: 200, json: { ok: true } });
    });
    const { form, field, button } = await newsletter(page);
    await field.fill("early@example.com");
    // The press is held until the form is awake, then replayed: one request, the spec's thanks.
    await button.click();
    await expect(form).not.toHaveAttribute("data-state", "submitting");
    expect(posted).toHaveLength(0);
    releaseIslands();
    await expect(page.getByRole("dialog", { name: "Thank you for subscribing" })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect((await postedFields(posted[0]!)).email).toEqual(["early@example.com"]);
    await expect(page).toHaveURL(START);
  });

  test("an empty address sent before the form's code has loaded gets the spec's message", async ({
    page,
  }) => {
    const releaseIslands = await holdIslands(page);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    const { form, field, button } = await newsletter(page);
    // The loader has turned the browser's own bubble off: it never shows its own words.
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
    await button.click();
    releaseIslands();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email address.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");
    await expect(form.getByRole("alert")).not.toHaveText(
      await field.evaluate((input: HTMLInputElement) => input.validationMessage),
    );
    expect(posts).toEqual([]);
  });

  test("the thank-you overlay also closes on the backdrop and on Escape", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, json: { ok: true } }));
    const { field, button } = await newsletter(page);
    const thanks = page.getByRole("dialog", { name: "Thank you for subscribing" });

    await field.fill("one@example.com");
    await button.click();
    await expect(thanks).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(thanks).toBeHidden();

    await field.fill("two@example.com");
    await button.click();
    await expect(thanks).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(thanks).toBeHidden();
    await expect(field).toBeFocused();
  });

  test.describe("when the service fails", () => {
    test.use({ allowedConsole: /Failed to load resource/ });

    test("a failure on a press made before the form's code loaded shows the message", async ({
      page,
    }) => {
      const releaseIslands = await holdIslands(page);
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, body: "Server error" }));
      const { form, field } = await newsletter(page);
      await field.fill("reader@example.com");
      await field.press("Enter");
      releaseIslands();
      await expect(form.getByRole("alert")).toHaveText(FAILED);
      await expect(field).toHaveValue("reader@example.com");
      await expect(page).toHaveURL(START);
    });

    test("a 500 shows the failure message and keeps the address", async ({ page }) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, body: "Server error" }));
      const { form, field, button } = await newsletter(page);
      await field.fill("reader@example.com");
      await button.click();
      await expect(form.getByRole("alert")).toHaveText(FAILED);
      await expect(form).toHaveAttribute("data-state", "error");
      await expect(field).toHaveValue("reader@example.com");
      await expect(field).toBeEnabled();
      await expect(button).toBeEnabled();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a network failure shows the failure message and keeps the address", async ({ page }) => {
      await page.route(ENDPOINT, (route) => route.abort("failed"));
      const { form, field, button } = await newsletter(page);
      await field.fill("reader@example.com");
      await button.click();
      await expect(form.getByRole("alert")).toHaveText(FAILED);
      await expect(field).toHaveValue("reader@example.com");
      // Trying again clears the message while the next attempt runs.
      await page.unroute(ENDPOINT);
      const requests = await holdRequests(page);
      await button.click();
      await requests.next();
      await expect(form.getByRole("alert")).toHaveText("");
      await expect(form).toHaveAttribute("data-state", "submitting");
      await requests.held[0]!.route.fulfill({ status: 200, json: { ok: true } });
      await expect(form).toHaveAttribute("data-state", "success");
    });

    test("a request that hangs is aborted after forms.timeoutMs and fails", async ({ page }) => {
      const timeoutMs = site.forms.timeoutMs ?? 15_000;
      await page.clock.install();
      const requests = await holdRequests(page);
      const { form, field, button } = await newsletter(page);
      await field.fill("reader@example.com");
      // From here the page's time moves only when the test says so.
      await page.clock.pauseAt(Date.now() + 1000);
      await button.click();
      await requests.next();
      await expect(button).toHaveText("Processing...");
      await page.clock.runFor(timeoutMs - 1);
      await expect(form).toHaveAttribute("data-state", "submitting");
      await expect(field).toBeDisabled();
      await page.clock.runFor(1);
      await expect(form.getByRole("alert")).toHaveText(FAILED);
      await expect(form).toHaveAttribute("data-state", "error");
      await expect(field).toHaveValue("reader@example.com");
      expect(await requests.held[0]!.request.response()).toBeNull();
    });
  });

  test("a double submit sends one request", async ({ page }) => {
    // Each request is answered only once the form shows it is sending.
    const requests = await holdRequests(page);
    const { form, field, button } = await newsletter(page);
    await field.fill("reader@example.com");
    // Two submits in one task, before React can disable the button: only the guard stops it.
    await form.evaluate((el: HTMLFormElement) => {
      el.requestSubmit();
      el.requestSubmit();
    });
    await expect(form).toHaveAttribute("data-state", "submitting");
    await requests.next();
    await requests.held[0]!.route.fulfill({ status: 200, json: { ok: true } });
    await expect(form).toHaveAttribute("data-state", "success");
    await page.keyboard.press("Escape");
    await field.fill("again@example.com");
    await button.dblclick();
    await expect(form).toHaveAttribute("data-state", "submitting");
    await expect.poll(() => requests.held.length).toBe(2);
    await requests.held[1]!.route.fulfill({ status: 200, json: { ok: true } });
    await expect(form).toHaveAttribute("data-state", "success");
    expect(requests.held).toHaveLength(2);
  });

  test("reaches the local collector, which stores the submission", async ({ page }) => {
    const address = `reader-${Date.now()}@example.com`;
    const { form, field, button } = await newsletter(page);
    await field.fill(address);
    await button.click();
    await expect(form).toHaveAttribute("data-state", "success");
    const stored = await storedSubmission(address);
    expect(stored.form).toBe("newsletter");
    expect(stored.fields._replyto).toBe(address);
    expect(stored.fields._autoresponder).toBe("true");
  });
});
