/**
 * The footer's newsletter sign-up (docs/site-spec.md §4 Newsletter form): idle → submitting → success |
 * error, exposed as data-state on the form. The copy and the subject come from the site
 * document; the endpoint from the build (NEWSLETTER_ENDPOINT or pages/site.json).
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { NewsletterCopy } from "../../generated/schema.ts";
import { colors, displayText, easing } from "../../core/tokens.ts";
import { ArrowIcon } from "../../ui/icons.tsx";
import { postForm } from "../../ui/post-form.ts";
import {
  EMAIL_PATTERN,
  NEWSLETTER_MESSAGES,
  newsletterFields,
  newsletterFormData,
  validateNewsletterEmail,
} from "./newsletter.ts";
import { ThankYouDialog } from "./thank-you-dialog.tsx";
import { useHydrated, useTypedBeforeHydration } from "../../ui/use-client.ts";

export type NewsletterState = "idle" | "submitting" | "success" | "error";

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

// `.row`: one pill holding the field and the button from 480 px; stacked below.
const Form = styled.form`
  display: grid;
  gap: 0.6rem;
  max-width: 36rem;
  label {
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${colors.inkMuted};
  }
  .row {
    display: grid;
    gap: 0.6rem;
  }
  input {
    min-width: 0;
    height: 3.25rem;
    padding: 0 1.25rem;
    border: 1.5px solid ${colors.inkLine};
    border-radius: 999px;
    background: ${colors.inkRaised};
    color: ${colors.paper};
    font: inherit;
    font-size: 1rem;
  }
  input::placeholder {
    color: ${colors.inkMuted};
    opacity: 0.8;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
  input:disabled {
    color: ${colors.inkMuted};
  }
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    height: 3.25rem;
    min-width: 9.5rem;
    padding: 0 1.4rem;
    border: 0;
    border-radius: 999px;
    background: ${colors.saffron};
    color: ${colors.ink};
    ${displayText}
    font-size: 1rem;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${colors.paper};
  }
  button:disabled {
    cursor: progress;
  }
  button:focus-visible {
    outline-color: ${colors.focusOnInk};
  }
  .spinner {
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    border: 2px solid currentColor;
    border-right-color: transparent;
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: no-preference) {
    button {
      transition: background-color 0.2s ${easing};
    }
    button:hover:not(:disabled) svg {
      transform: translateX(3px);
    }
    svg {
      transition: transform 0.2s ${easing};
    }
  }
  .error {
    min-height: 1.5em;
    font-size: 0.9rem;
    color: ${colors.errorOnInk};
  }
  input:focus {
    border-color: ${colors.saffron};
  }
  &[data-invalid] input {
    border-color: ${colors.errorOnInk};
  }
  @media (min-width: 480px) {
    .row {
      display: flex;
      gap: 0.5rem;
      padding: 0.375rem;
      border-radius: 999px;
      background: ${colors.inkRaised};
      border: 1.5px solid ${colors.inkLine};
    }
    .row:focus-within {
      border-color: ${colors.saffron};
    }
    &[data-invalid] .row {
      border-color: ${colors.errorOnInk};
    }
    input,
    input:focus,
    &[data-invalid] input {
      flex: 1;
      height: 3rem;
      border: 0;
      background: transparent;
    }
    button {
      height: 3rem;
    }
  }
`;

/** The spec's "text, @, text, dot, text, with no spaces" as an HTML pattern (which anchors itself). */
const EMAIL_HTML_PATTERN = EMAIL_PATTERN.source.replace(/^\^|\$$/g, "");

export interface NewsletterFormProps {
  copy: NewsletterCopy;
  endpoint: string;
  /** site.json's forms.timeoutMs. */
  timeoutMs: number;
}

/** An island (src/site/footer.tsx) that wakes on the first press, focus or key in it. */
export default function NewsletterForm({ copy, endpoint, timeoutMs }: NewsletterFormProps) {
  const [state, setState] = useState<NewsletterState>("idle");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The thank-you dialog mounts when the first sign-up starts, so its picture loads meanwhile.
  const [dialogWanted, setDialogWanted] = useState(false);
  // Guards against a second submit before React re-renders with the button disabled.
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, email, setEmail);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const submitting = state === "submitting";
  // Until the app is live the browser checks the address and posts the form itself.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // The field as the visitor left it. A submit held until this island woke is replayed right
    // after its first commit (src/app/islands-loader.ts), before the address typed meanwhile
    // has reached the state (useTypedBeforeHydration): the state would send an empty address.
    const address = inputRef.current?.value ?? email;
    if (address !== email) setEmail(address);
    const problem = validateNewsletterEmail(address);
    if (problem) {
      setError(problem);
      setState("error");
      inputRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setError(null);
    setState("submitting");
    setDialogWanted(true);
    const result = await postForm(
      endpoint,
      newsletterFormData(newsletterFields(address, copy, new Date())),
      { timeoutMs },
    );
    inFlight.current = false;
    if (result.ok) {
      setEmail("");
      setState("success");
    } else {
      setError(NEWSLETTER_MESSAGES.failed);
      setState("error");
      // The field was disabled while sending, which dropped the focus.
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  return (
    <>
      <Form
        // Before the app and without JavaScript the browser posts the same fields itself.
        action={endpoint}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        // The page's loader sets noValidate as soon as it runs: this form's own messages from
        // the first paint (src/app/islands-loader.ts).
        data-script-validates=""
        data-state={state}
        data-invalid={error ? "" : undefined}
        aria-busy={submitting}
        aria-label="Newsletter"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId}>{copy.label}</label>
        <div className="row">
          <input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            required
            pattern={EMAIL_HTML_PATTERN}
            autoComplete="email"
            inputMode="email"
            placeholder={copy.placeholder}
            value={email}
            disabled={submitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" disabled={submitting}>
            {submitting ? (
              <>
                <span className="spinner" aria-hidden="true" />
                Processing...
              </>
            ) : (
              <>
                {copy.button}
                <ArrowIcon size={16} />
              </>
            )}
          </button>
        </div>
        {/* The rest of the payload (docs/site-spec.md §3) for the browser's own post; the server fills in
            the empty ones from the address, and the message with the time it was received. */}
        <input type="hidden" name="email_address" value="" />
        <input type="hidden" name="_subject" value={copy.subject} />
        <input type="hidden" name="message" value="" />
        <input type="hidden" name="_replyto" value="" />
        <input type="hidden" name="_autoresponder" value="true" />
        <input type="hidden" name="_from_name" value={copy.fromName} />
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      </Form>
      {dialogWanted && (
        <ThankYouDialog
          open={state === "success"}
          image={copy.thankYouImage}
          onClose={() => {
            setState("idle");
            inputRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
