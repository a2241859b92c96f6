import { describe, expect, it } from "vitest";
import {
  EMPTY_VALUES,
  buildContactPayload,
  isSpam,
  toggleOption,
  wantsPortfolio,
  type ContactValues,
} from "../../../../../src/blocks/contact-form/payload.ts";

const options = [
  "Graphic designing services",
  "Photography & Videography services",
  "Copywriting & Creative writing services",
  "Website design & SEO services",
  "Social Media management & marketing services",
  "Internship / Job",
];
const payloadOptions = {
  options,
  portfolioOption: "Internship / Job",
  subject: "New Contact Form Submission",
};

const typed: ContactValues = {
  name: " Asha Rao ",
  city: "Bangalore",
  email: "asha@example.com ",
  phone: "+91 98765 43210",
  services: ["Website design & SEO services", "Graphic designing services"],
  portfolio: "https://drive.example.com/asha",
  honeypot: "",
};

describe("buildContactPayload", () => {
  it("sends exactly the documented fields, services in the form's order joined by “, ”", () => {
    const payload = buildContactPayload(typed, payloadOptions);
    expect(payload).toEqual({
      name: "Asha Rao",
      city: "Bangalore",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      services: "Graphic designing services, Website design & SEO services",
      _subject: "New Contact Form Submission",
      _replyto: "asha@example.com",
      _honeypot: "",
    });
    expect(Object.keys(payload)).toEqual([
      "name",
      "city",
      "email",
      "phone",
      "services",
      "_subject",
      "_replyto",
      "_honeypot",
    ]);
  });

  it("adds the portfolio link only when Internship / Job is chosen", () => {
    const payload = buildContactPayload(
      { ...typed, services: ["Internship / Job"] },
      payloadOptions,
    );
    expect(payload.portfolio).toBe("https://drive.example.com/asha");
    expect(payload.services).toBe("Internship / Job");
    expect(Object.keys(payload)).toEqual([
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
});

describe("the form's small rules", () => {
  it("toggles options on and off (multi-select)", () => {
    const one = toggleOption([], "Internship / Job");
    expect(one).toEqual(["Internship / Job"]);
    expect(toggleOption([...one, "Graphic designing services"], "Internship / Job")).toEqual([
      "Graphic designing services",
    ]);
  });

  it("asks for a portfolio only while its option is chosen", () => {
    expect(wantsPortfolio({ services: ["Internship / Job"] }, "Internship / Job")).toBe(true);
    expect(wantsPortfolio({ services: ["Graphic designing services"] }, "Internship / Job")).toBe(
      false,
    );
  });

  it("treats a filled honeypot as spam", () => {
    expect(isSpam(EMPTY_VALUES)).toBe(false);
    expect(isSpam({ honeypot: "http://spam.example" })).toBe(true);
  });
});
