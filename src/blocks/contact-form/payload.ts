/**
 * The contact form's submission, as pure functions: what the visitor typed becomes the JSON
 * body the form-collection service expects, and one POST with a time limit says whether it
 * was accepted.
 */

/** What the visitor typed and chose. */
export interface ContactValues {
  name: string;
  city: string;
  email: string;
  phone: string;
  /** The chosen service options (any order). */
  services: string[];
  /** The portfolio link; sent only while the portfolio option is chosen. */
  portfolio: string;
  /** The hidden field only bots fill in. */
  honeypot: string;
}

/** The JSON body, field for field as the form-collection service expects it. */
export interface ContactPayload {
  name: string;
  city: string;
  email: string;
  phone: string;
  /** The chosen options in the form's order, joined by ", ". */
  services: string;
  portfolio?: string;
  _subject: string;
  _replyto: string;
  _honeypot: "";
}

export interface PayloadOptions {
  /** Every option, in the form's order. */
  options: readonly string[];
  /** The option that asks for a portfolio link ("Internship / Job"). */
  portfolioOption: string;
  /** The e-mail subject at the service ("New Contact Form Submission"). */
  subject: string;
}

export const EMPTY_VALUES: ContactValues = {
  name: "",
  city: "",
  email: "",
  phone: "",
  services: [],
  portfolio: "",
  honeypot: "",
};

/** Toggles one option on or off (the options are a multi-select). */
export function toggleOption(selected: readonly string[], option: string): string[] {
  return selected.includes(option)
    ? selected.filter((item) => item !== option)
    : [...selected, option];
}

/** The portfolio field shows, and is required, while its option is chosen. */
export function wantsPortfolio(values: Pick<ContactValues, "services">, option: string): boolean {
  return values.services.includes(option);
}

/** A bot filled in the hidden field: send nothing. */
export function isSpam(values: Pick<ContactValues, "honeypot">): boolean {
  return values.honeypot.trim() !== "";
}

/** How the chosen options travel in one field (docs/site-spec.md §3: "selected options joined by ", ""). */
export const SERVICES_SEPARATOR = ", ";

export function joinServices(chosen: readonly string[]): string {
  return chosen.join(SERVICES_SEPARATOR);
}

/** The options in a joined `services` field; the collector reads them back this way. */
export function splitServices(value: string): string[] {
  return value
    .split(SERVICES_SEPARATOR)
    .map((option) => option.trim())
    .filter((option) => option !== "");
}

/** The submission's JSON body. Text is trimmed; the portfolio is only sent with its option. */
export function buildContactPayload(
  values: ContactValues,
  options: PayloadOptions,
): ContactPayload {
  const email = values.email.trim();
  const chosen = options.options.filter((option) => values.services.includes(option));
  const payload: ContactPayload = {
    name: values.name.trim(),
    city: values.city.trim(),
    email,
    phone: values.phone.trim(),
    services: joinServices(chosen),
    _subject: options.subject,
    _replyto: email,
    _honeypot: "",
  };
  if (wantsPortfolio(values, options.portfolioOption)) {
    // Keep the documented field order: portfolio comes right after services.
    const { _subject, _replyto, _honeypot, ...fields } = payload;
    return {
      ...fields,
      portfolio: values.portfolio.trim(),
      _subject,
      _replyto,
      _honeypot,
    };
  }
  return payload;
}
