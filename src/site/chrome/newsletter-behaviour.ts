/**
 * The footer's newsletter sign-up in the browser (docs/site-spec.md §4 Newsletter form), without
 * React: the form is the served HTML (newsletter-form.tsx), which the browser posts by itself
 * without script. This gives it the spec's own messages, posts the exact fields with fetch
 * (src/ui/post-form.ts) and thanks the visitor with the full-screen picture
 * (thank-you-dom.ts). Its state is on the form as data-state: idle → submitting → success |
 * error. The page's loader runs it on the first touch, focus or key in the form, and holds a
 * submit made before then, so no press is lost (src/app/islands-loader.ts).
 */
import { postForm } from "../../ui/post-form.ts";
import {
  NEWSLETTER_MESSAGES,
  newsletterFields,
  newsletterFormData,
  validateNewsletterEmail,
} from "./newsletter.ts";
import { makeThankYou } from "./thank-you-dom.ts";

export type NewsletterState = "idle" | "submitting" | "success" | "error";

export default function signUp(root: HTMLElement): () => void {
  const form = root.querySelector("form");
  if (!form) return () => undefined;
  const field = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const alert = form.querySelector<HTMLElement>('[role="alert"]')!;
  const value = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
  const ready = [...button.childNodes];
  const processing = () => {
    const spinner = Object.assign(document.createElement("span"), { className: "spinner" });
    spinner.setAttribute("aria-hidden", "true");
    return [spinner, "Processing..."];
  };
  let thanks: HTMLDialogElement | undefined;
  let inFlight = false;

  const show = (state: NewsletterState, error: string | null = null) => {
    const busy = state === "submitting";
    form.dataset.state = state;
    form.toggleAttribute("data-invalid", error !== null);
    form.setAttribute("aria-busy", String(busy));
    alert.textContent = error ?? "";
    if (error) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    field.disabled = busy;
    button.disabled = busy;
    button.replaceChildren(...(busy ? processing() : ready));
  };
  const closed = () => {
    show("idle");
    field.focus();
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (inFlight) return;
    const address = field.value;
    const problem = validateNewsletterEmail(address);
    if (problem) {
      show("error", problem);
      field.focus();
      return;
    }
    inFlight = true;
    show("submitting");
    // Made now, so that its picture loads while the post is on its way.
    thanks ??= makeThankYou(
      root,
      { src: form.dataset.thankYouSrc ?? "", alt: form.dataset.thankYouAlt ?? "" },
      closed,
    );
    const fields = newsletterFields(
      address,
      { subject: value("_subject"), fromName: value("_from_name") },
      new Date(),
    );
    const result = await postForm(form.action, newsletterFormData(fields), {
      timeoutMs: Number(form.dataset.timeoutMs),
    });
    inFlight = false;
    if (result.ok) {
      field.value = "";
      show("success");
      thanks.showModal();
    } else {
      show("error", NEWSLETTER_MESSAGES.failed);
      // The field was disabled while sending, which dropped the focus.
      requestAnimationFrame(() => field.focus());
    }
  };

  form.noValidate = true;
  form.addEventListener("submit", submit);
  return () => {
    form.removeEventListener("submit", submit);
    thanks?.remove();
    show("idle");
  };
}
