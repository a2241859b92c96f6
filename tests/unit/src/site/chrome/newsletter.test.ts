import { afterEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_PAYLOAD } from "../../../../fixtures/forms.ts";
import {
  EMAIL_PATTERN,
  NEWSLETTER_FIELD_NAMES,
  NEWSLETTER_MESSAGES,
  newsletterFields,
  newsletterFormData,
  validateNewsletterEmail,
} from "../../../../../src/site/chrome/newsletter.ts";

const copy = { subject: "New Newsletter Subscription", fromName: "Saffron Studio" };
const receivedAt = new Date("2026-11-22T13:00:00.000Z");

afterEach(() => {
  vi.useRealTimers();
});

describe("newsletter e-mail validation", () => {
  it("asks for an address when the field is empty or only whitespace", () => {
    expect(validateNewsletterEmail("")).toBe("Please enter your email address.");
    expect(validateNewsletterEmail("   \t ")).toBe("Please enter your email address.");
  });

  it.each([
    "plainaddress",
    "a@b",
    "a@b.",
    "@b.co",
    "a@.co",
    "a b@c.co",
    "a@b c.co",
    "a@@b.co",
    "a@b.co x",
  ])("rejects “%s” as not text@text.text without spaces", (value) => {
    expect(validateNewsletterEmail(value)).toBe("Please enter a valid email address.");
  });

  it.each(["a@b.co", "first.last+news@studio.example.in", "  padded@example.com  "])(
    "accepts “%s”",
    (value) => {
      expect(validateNewsletterEmail(value)).toBeNull();
    },
  );

  it("accepts exactly what the spec's pattern accepts, in linear time, and uses its messages", () => {
    // The spec's text, @, text, dot, text: backtracks quadratically on a long run of dots.
    const spec = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ["a", ".", "@", " "];
    for (let length = 1; length <= 7; length++) {
      for (let n = 0; n < alphabet.length ** length; n++) {
        let text = "";
        for (let i = 0, k = n; i < length; i++, k = Math.floor(k / alphabet.length))
          text += alphabet[k % alphabet.length];
        expect(EMAIL_PATTERN.test(text), JSON.stringify(text)).toBe(spec.test(text));
      }
    }
    const started = performance.now();
    EMAIL_PATTERN.test("a@" + ".".repeat(60_000) + " ");
    expect(performance.now() - started).toBeLessThan(100);
    expect(NEWSLETTER_MESSAGES.failed).toBe("Subscription failed. Please try again later.");
  });
});

describe("the newsletter payload", () => {
  it("has exactly the seven fields of the spec, with the address, subject, message and sender", () => {
    const fields = newsletterFields("  reader@example.com ", copy, receivedAt);
    expect(fields).toEqual({
      email: "reader@example.com",
      email_address: "reader@example.com",
      _subject: "New Newsletter Subscription",
      message: "New newsletter subscriber: reader@example.com (received 2026-11-22T13:00:00.000Z)",
      _replyto: "reader@example.com",
      _autoresponder: "true",
      _from_name: "Saffron Studio",
    });
    expect(Object.keys(fields)).toEqual([...NEWSLETTER_FIELD_NAMES]);
  });

  it("becomes multipart form data with one value per field, in order", () => {
    const data = newsletterFormData(newsletterFields("reader@example.com", copy, receivedAt));
    expect([...data.keys()]).toEqual(NEWSLETTER_PAYLOAD);
    expect(data.get("_autoresponder")).toBe("true");
    expect(data.getAll("email")).toEqual(["reader@example.com"]);
  });
});
