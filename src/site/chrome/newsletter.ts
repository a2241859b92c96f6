/**
 * The newsletter sign-up, pure (docs/site-spec.md §3 Newsletter submission, §5 Newsletter, §7): checking
 * the address and the exact fields posted to the form-collection service (sent by
 * src/ui/post-form.ts).
 */
import { EMAIL_PATTERN, MESSAGES } from "../../forms/rules.ts";

/** The messages the form shows (docs/site-spec.md §8); the address's are the collector's too. */
export const NEWSLETTER_MESSAGES = {
  empty: MESSAGES.emailEmpty,
  invalid: MESSAGES.emailInvalid,
  failed: "Subscription failed. Please try again later.",
} as const;

/** Text, @, text, dot, text, with no spaces anywhere (docs/site-spec.md §5); from schema/forms/. */
export { EMAIL_PATTERN };

/** The message for an address the form must not send, or null when it is fine to send. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim();
  if (email === "") return NEWSLETTER_MESSAGES.empty;
  if (!EMAIL_PATTERN.test(email)) return NEWSLETTER_MESSAGES.invalid;
  return null;
}

/** Exactly the fields the newsletter posts, in this order. */
export const NEWSLETTER_FIELD_NAMES = [
  "email",
  "email_address",
  "_subject",
  "message",
  "_replyto",
  "_autoresponder",
  "_from_name",
] as const;

export type NewsletterFields = Record<(typeof NEWSLETTER_FIELD_NAMES)[number], string>;

/** The site document's settings the payload uses (pages/site.json `newsletter`). */
export interface NewsletterPayloadCopy {
  /** Subject of the alert the agency receives. */
  subject: string;
  /** Sender name on the subscriber's auto-reply. */
  fromName: string;
}

/**
 * The `message` field: the subscriber's address and when it was received. The form builds it;
 * the collector builds the same when a post without JavaScript leaves it empty.
 */
export function newsletterMessage(email: string, receivedAt: Date): string {
  return `New newsletter subscriber: ${email.trim()} (received ${receivedAt.toISOString()})`;
}

/** The posted fields for one sign-up; `receivedAt` goes into the message. */
export function newsletterFields(
  email: string,
  copy: NewsletterPayloadCopy,
  receivedAt: Date,
): NewsletterFields {
  const address = email.trim();
  return {
    email: address,
    email_address: address,
    _subject: copy.subject,
    message: newsletterMessage(address, receivedAt),
    _replyto: address,
    _autoresponder: "true",
    _from_name: copy.fromName,
  };
}

/** The fields as multipart form data, in their fixed order. */
export function newsletterFormData(fields: NewsletterFields): FormData {
  const data = new FormData();
  for (const name of NEWSLETTER_FIELD_NAMES) data.append(name, fields[name]);
  return data;
}
