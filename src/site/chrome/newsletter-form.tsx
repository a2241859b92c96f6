/**
 * The footer's newsletter sign-up (docs/site-spec.md §4 Newsletter form), as the server draws it:
 * what it does in the browser is newsletter-behaviour.ts (no React), which keeps its state in
 * data-state (idle → submitting → success | error). The copy and the subject come from the site
 * document; the endpoint from the build (NEWSLETTER_ENDPOINT or pages/site.json).
 */
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { NewsletterCopy } from "../../generated/schema.ts";
import { colors, displayText, easing } from "../../core/design/tokens.ts";
import { ArrowIcon } from "../../ui/icons.tsx";
import { htmlPattern } from "../../forms/rules.ts";

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
const EMAIL_HTML_PATTERN = htmlPattern("email");

export interface NewsletterFormProps {
  copy: NewsletterCopy;
  endpoint: string;
  /** site.json's forms.timeoutMs. */
  timeoutMs: number;
}

/**
 * The form as served: the browser posts the same fields itself before the behaviour has run and
 * without JavaScript (the server fills in the empty ones from the address, and the message with
 * the time it was received). The page's loader sets noValidate as soon as it runs
 * (data-script-validates), so the form's own messages show from the first paint.
 */
export function NewsletterForm({ copy, endpoint, timeoutMs }: NewsletterFormProps) {
  return (
    <Form
      action={endpoint}
      method="post"
      encType="multipart/form-data"
      data-script-validates=""
      data-state="idle"
      data-timeout-ms={timeoutMs}
      data-thank-you-src={copy.thankYouImage.src}
      data-thank-you-alt={copy.thankYouImage.alt}
      aria-label="Newsletter"
    >
      <label htmlFor="newsletter-email">{copy.label}</label>
      <div className="row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          pattern={EMAIL_HTML_PATTERN}
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          aria-describedby="newsletter-error"
        />
        <button type="submit">
          {copy.button}
          <ArrowIcon size={16} />
        </button>
      </div>
      <input type="hidden" name="email_address" value="" />
      <input type="hidden" name="_subject" value={copy.subject} />
      <input type="hidden" name="message" value="" />
      <input type="hidden" name="_replyto" value="" />
      <input type="hidden" name="_autoresponder" value="true" />
      <input type="hidden" name="_from_name" value={copy.fromName} />
      <p id="newsletter-error" className="error" role="alert" />
    </Form>
  );
}
