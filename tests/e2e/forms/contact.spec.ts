import { anyIslandAwake, expect, holdIslands, test } from "../support/fixtures.ts";
import {
  OPTIONS,
  alert,
  field,
  fillFields,
  form,
  intercept,
  open,
  option,
  site,
  submit,
  thanks,
} from "./contact-page.ts";

test.describe("Contact Us page", () => {
  test("has the form heading, labelled required fields of the right types and six service toggles", async ({
    page,
  }) => {
    await open(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "We'd Love to Hear from you" }),
    ).toBeVisible();
    for (const [label, type] of [
      ["Your name", "text"],
      ["City", "text"],
      ["E-mail", "email"],
      ["Phone", "tel"],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute("type", type);
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    const group = page.getByRole("group", { name: "What can we help you with?" });
    // Real checkboxes, so the form also works before and without the app.
    const boxes = group.getByRole("checkbox");
    await expect(boxes).toHaveCount(OPTIONS.length);
    expect(
      await boxes.evaluateAll((all) => all.map((box) => box.parentElement!.textContent)),
    ).toEqual(OPTIONS);
    expect(await boxes.evaluateAll((all) => all.map((box) => box.getAttribute("name")))).toEqual(
      OPTIONS.map(() => "services"),
    );
    for (const name of OPTIONS) await expect(option(page, name)).not.toBeChecked();
    await expect(field(page, "Link to your portfolio")).toBeHidden();
  });

  test("shows the three “How can we Help?” prompts", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 2, name: "How can we Help?" })).toBeVisible();
    for (const prompt of [
      "Send us a design brief",
      "Send your resume and portfolio to join us",
      "Collaborate on projects",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: prompt })).toBeVisible();
    }
  });

  test("lists both phone numbers as tel: links, the e-mail as mailto: and four social links in new tabs", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const details = page.getByRole("region", { name: "Or reach us directly" });
    expect(site.contact.phones.map((p) => p.city)).toEqual(["Bangalore", "Delhi"]);
    for (const phone of site.contact.phones) {
      await expect(details.getByText(phone.city, { exact: true })).toBeVisible();
      await expect(details.getByRole("link", { name: phone.number })).toHaveAttribute(
        "href",
        `tel:${phone.number.replace(/[^\d+]/g, "")}`,
      );
    }
    await expect(details.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(site.social.map((s) => s.label)).toEqual([
      "Facebook",
      "Instagram",
      "WhatsApp",
      "LinkedIn",
    ]);
    for (const social of site.social) {
      const link = details.getByRole("link", { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("the contact form", () => {
  test("sends nothing while a required field is empty", async ({ page }) => {
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await open(page);
    await option(page, OPTIONS[0]!).click();
    await submit(page).click();
    expect(
      await field(page, "Your name").evaluate(
        (input: HTMLInputElement) => input.validity.valueMissing,
      ),
    ).toBe(true);
    await field(page, "Your name").fill("Asha Rao");
    await field(page, "City").fill("Bangalore");
    await field(page, "E-mail").fill("not-an-address");
    await field(page, "Phone").fill("+91 98765 43210");
    await submit(page).click();
    expect(
      await field(page, "E-mail").evaluate(
        (input: HTMLInputElement) => input.validity.typeMismatch,
      ),
    ).toBe(true);
    expect(requests).toHaveLength(0);
  });

  test("asks for at least one service, in an alert, and sends nothing", async ({ page }) => {
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await open(page);
    await fillFields(page);
    await submit(page).click();
    await expect(alert(page)).toHaveText("Please select at least one service");
    expect(requests).toHaveLength(0);
    await option(page, "Website design & SEO services").click();
    await expect(alert(page)).toHaveCount(0);
  });

  test("toggles services on and off (multi-select)", async ({ page }) => {
    await open(page);
    await option(page, OPTIONS[0]!).click();
    await option(page, OPTIONS[3]!).click();
    await expect(option(page, OPTIONS[0]!)).toBeChecked();
    await expect(option(page, OPTIONS[3]!)).toBeChecked();
    await option(page, OPTIONS[0]!).click();
    await expect(option(page, OPTIONS[0]!)).not.toBeChecked();
    await expect(option(page, OPTIONS[3]!)).toBeChecked();
  });

  test("POSTs exactly the spec's fields as JSON, with “Submitting...” on a disabled button meanwhile", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await intercept(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await open(page);
    await fillFields(page);
    await option(page, "Website design & SEO services").click();
    await option(page, "Graphic designing services").click();
    await submit(page).click();
    await expect(submit(page)).toHaveText("Submitting...");
    await expect(submit(page)).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0]!;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["accept"]).toBe("application/json");
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([
      "name",
      "city",
      "email",
      "phone",
      "services",
      "_subject",
      "_replyto",
      "_honeypot",
    ]);
    expect(body.name).toBe("Asha Rao");
    expect(body.city).toBe("Bangalore");
    expect(body.email).toBe("asha@example.com");
    expect(body.phone).toBe("+91 98765 43210");
    expect(body.services).toBe("Graphic designing services, Website design & SEO services");
    expect(body._subject).toBe("New Contact Form Submission");
    expect(body._replyto).toBe("asha@example.com");
    expect(body._honeypot).toBe("");
    release();
    await expect(thanks(page)).toBeVisible();
  });

  test("a send pressed before the form's code has loaded is held, then sent once with what was typed", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    const requests = await intercept(page, (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    // Not "load": the held island code may delay that event.
    await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
    await fillFields(page);
    await option(page, "Website design & SEO services").click();
    await option(page, "Graphic designing services").click();
    await submit(page).click();
    // Nothing can be sent while the form's code is held: the presses wait for it.
    expect(await page.evaluate(anyIslandAwake)).toBe(false);
    expect(requests).toHaveLength(0);
    release();
    await expect(thanks(page)).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method()).toBe("POST");
    expect(requests[0]!.postDataJSON()).toEqual({
      name: "Asha Rao",
      city: "Bangalore",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      services: "Graphic designing services, Website design & SEO services",
      _subject: "New Contact Form Submission",
      _replyto: "asha@example.com",
      _honeypot: "",
    });
  });

  test("sends one request when the form is submitted twice at once", async ({ page }) => {
    // The first request is answered only once the form shows it is sending.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = await intercept(page, async (route) => {
      await answered;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await open(page);
    await fillFields(page);
    await option(page, OPTIONS[1]!).click();
    await form(page).evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(submit(page)).toHaveText("Submitting...");
    await expect.poll(() => requests.length).toBe(1);
    answer();
    await expect(thanks(page)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test("on success shows the thank-you popup, resets the form, locks the page, closes on click and returns focus", async ({
    page,
  }) => {
    await intercept(page, (route) => route.fulfill({ status: 200, json: { ok: true } }));
    await open(page);
    await fillFields(page);
    await option(page, OPTIONS[2]!).click();
    await submit(page).click();
    const dialog = thanks(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: /Thank you!/ })).toBeVisible();
    // The page behind a modal does not scroll (src/ui/modal.tsx).
    const html = page.locator("html");
    await expect(html).toHaveCSS("overflow", "hidden");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    for (const label of ["Your name", "City", "E-mail", "Phone"])
      await expect(field(page, label)).toHaveValue("");
    for (const name of OPTIONS) await expect(option(page, name)).not.toBeChecked();
    await dialog.click();
    await expect(dialog).toBeHidden();
    await expect(html).not.toHaveCSS("overflow", "hidden");
    await expect(submit(page)).toBeFocused();
    await expect(submit(page)).toHaveText("Send message");
    await expect(submit(page)).toBeEnabled();
  });

  test("closes the thank-you popup by itself after 5000 ms", async ({ page }) => {
    await page.clock.install();
    await intercept(page, (route) => route.fulfill({ status: 200, json: { ok: true } }));
    await open(page);
    await fillFields(page);
    await option(page, OPTIONS[4]!).click();
    // Stop the page's clock, so only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await submit(page).click();
    const dialog = thanks(page);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(4990);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(20);
    await expect(dialog).toBeHidden();
  });
});
