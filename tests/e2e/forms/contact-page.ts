/** The Contact Us page as the contact tests reach it: its fields, controls and endpoint. */
import type { Page, Request, Route } from "@playwright/test";
import type { PageDocument } from "../../../src/generated/schema.ts";
import { blockOf, readDocument, site } from "../support/documents.ts";

export { site };

/** The contact form as pages/contact-us.json writes it: its labels and options. */
export const contactBlock = blockOf(
  readDocument<PageDocument>("pages/contact-us.json"),
  "contact-form",
);
const rules = readDocument<{ definitions: Record<string, { maxLength: number }> }>(
  "schema/forms/fields.schema.json",
).definitions;
/** Each field's label and the most characters the collector keeps of it (schema/forms/). */
export const FIELD_LIMITS: readonly (readonly [string, number])[] = [
  [contactBlock.fields.name.label, rules.text!.maxLength],
  [contactBlock.fields.city.label, rules.text!.maxLength],
  [contactBlock.fields.email.label, rules.email!.maxLength],
  [contactBlock.fields.phone.label, rules.phone!.maxLength],
  [contactBlock.portfolio.label, rules.link!.maxLength],
];
const ENDPOINT = `**${site.forms.contactEndpoint}`;
export const OPTIONS = [
  "Graphic designing services",
  "Photography & Videography services",
  "Copywriting & Creative writing services",
  "Website design & SEO services",
  "Social Media management & marketing services",
  "Internship / Job",
];

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const option = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "What can we help you with?" })
    .getByRole("checkbox", { name, exact: true });
export const form = (page: Page) => page.getByRole("form", { name: "We'd Love to Hear from you" });
export const alert = (page: Page) => form(page).getByRole("alert");
export const thanks = (page: Page) => page.getByRole("dialog", { name: /Your message is with us/ });
export const submit = (page: Page) =>
  page.getByRole("button", { name: /^(Send message|Submitting\.\.\.)$/ });

export async function open(page: Page) {
  await page.goto("/contact-us");
}

export async function fillFields(page: Page) {
  await field(page, "Your name").fill("Asha Rao");
  await field(page, "City").fill("Bangalore");
  await field(page, "E-mail").fill("asha@example.com");
  await field(page, "Phone").fill("+91 98765 43210");
}

/** Records every POST to the contact endpoint and answers it with `answer`. */
export async function intercept(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}
