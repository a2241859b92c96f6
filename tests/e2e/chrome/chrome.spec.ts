import { expect, test } from "../support/fixtures.ts";
import { START, rgb, site, underline } from "../support/chrome-page.ts";

test.describe("the header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has the logo linking home, the five links in order and a search button", async ({
    page,
  }) => {
    await page.goto(START);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Saffron Studio, home" })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Our Work",
      "Services",
      "Contact Us",
    ]);
    for (const link of site.nav) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    const search = page.getByRole("button", { name: "Search website" });
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute("title", "Search website");
    await expect(page.getByRole("button", { name: "menu" })).toBeHidden();
  });

  test("underlines the active link in its own accent colour and marks it aria-current", async ({
    page,
  }) => {
    // Marked by the server: no script runs before the check.
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    const services = await underline(page, "Services");
    expect(services.color).toBe(rgb(site.nav.find((l) => l.label === "Services")!.accent));
    expect(services.transform).toBe("matrix(1, 0, 0, 1, 0, 0)");
    // Every other link has its own colour, and no underline until hovered.
    const colours = new Set([services.color]);
    for (const link of site.nav.filter((l) => l.label !== "Services")) {
      const other = await underline(page, link.label);
      expect(other.color).toBe(rgb(link.accent));
      expect(other.transform).toBe("matrix(0, 0, 0, 1, 0, 0)");
      colours.add(other.color);
    }
    expect(colours.size).toBe(5);

    // A plain link: the browser loads the next page, which the server marked in its turn.
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
  });

  test("animates the underline, except when the visitor prefers reduced motion", async ({
    page,
  }) => {
    await page.goto(START);
    const duration = () =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Our Work" })
        .evaluate((link) =>
          Number.parseFloat(getComputedStyle(link, "::after").transitionDuration),
        );
    expect(await duration()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThan(0.001);
  });
});

test.describe("both header layouts", () => {
  test("are in the prerendered HTML, without inline styles", async ({ page, request }) => {
    const html = await (await request.get(START)).text();
    // Read through the DOM of the document as served, before any script could change it.
    await page.goto("about:blank");
    const served = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const header = doc.querySelector("header");
      const footer = doc.querySelector("footer");
      const styled = [header, footer].flatMap((part) => [
        ...(part?.querySelectorAll("[style]") ?? []),
      ]);
      return {
        header: Boolean(header),
        footer: Boolean(footer),
        menu: header?.querySelector('button[aria-label="menu"]')?.getAttribute("aria-controls"),
        search: Boolean(header?.querySelector('button[title="Search website"]')),
        box: Boolean(header?.querySelector('input[placeholder="Search..."]')),
        styled: styled.map((el) => el.outerHTML.slice(0, 80)),
      };
    }, html);
    expect(served).toEqual({
      header: true,
      footer: true,
      menu: "site-menu",
      search: true,
      box: true,
      styled: [],
    });
  });
});

test.describe("the footer", () => {
  test("has the links, the logo, the social profiles and the contact details", async ({ page }) => {
    await page.goto(START);
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveText(["HOME", "About Us", "OUR WORK", "Contact Us", "Services"]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/about-us",
      "/work",
      "/contact-us",
      "/services",
    ]);
    await expect(footer.getByRole("link", { name: "Saffron Studio, home" })).toHaveAttribute(
      "href",
      "/",
    );
    for (const [network, label] of [
      ["facebook", "Facebook"],
      ["instagram", "Instagram"],
      ["whatsapp", "WhatsApp"],
      ["linkedin", "LinkedIn"],
    ] as const) {
      const link = footer.getByRole("link", { name: new RegExp(`^${label}\\b`) });
      await expect(link).toHaveAttribute(
        "href",
        site.social.find((s) => s.network === network)!.href,
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(`${label} (opens in a new tab)`);
      // The icon is drawn by CSS: a mask of the network's icon file, in the link's colour.
      const icon = link.locator(`.icon[data-network="${network}"]`);
      await expect(icon).toBeVisible();
      const mask = await icon.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.maskImage || style.getPropertyValue("-webkit-mask-image");
      });
      expect(mask).toContain(`/_icons/${network}.svg`);
      const file = await page.request.get(`/_icons/${network}.svg`);
      expect(file.status()).toBe(200);
      expect(await file.text()).toContain("<path");
    }
    await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    for (const phone of site.contact.phones) {
      await expect(footer.getByText(phone.city, { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name: phone.number })).toHaveAttribute(
        "href",
        `tel:${phone.number.replace(/[^\d+]/g, "")}`,
      );
    }
  });

  test("a social link opens its profile in a new tab", async ({ page, context }) => {
    await context.route("https://www.instagram.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Instagram</title>" }),
    );
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: /^Instagram/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(site.social.find((s) => s.network === "instagram")!.href);
    await expect(page).toHaveURL(START);
  });
});

test.describe("following a link", () => {
  test("loads a new document, which opens at its top", async ({ page }) => {
    await page.goto(START, { waitUntil: "domcontentloaded" });
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // A mark on this document's window: a new document does not have it.
    await page.evaluate(() => ((window as unknown as { before?: true }).before = true));
    await footer.getByRole("link", { name: "OUR WORK" }).click();
    await expect(page).toHaveURL("/work");
    expect(await page.evaluate(() => "before" in window)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // And again from the header, after scrolling down the new page.
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { before?: true }).before = true));
    await page.getByRole("banner").getByRole("link", { name: "Saffron Studio, home" }).click();
    await expect(page).toHaveURL("/");
    expect(await page.evaluate(() => "before" in window)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
