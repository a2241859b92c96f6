import styled from "@emotion/styled";
import { Eyebrow } from "../shared/section.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { siteData } from "../../site/data.ts";
import type { ContactField, ContactFormBlock } from "../../generated/schema.ts";
import { Img } from "../../render/images.tsx";
import { useTypedBeforeHydration } from "../shared/use-client.ts";
import type { BlockProps } from "../../render/types.ts";
import { colors, fonts, gutter, maxWidth, mq } from "../../site/theme.tsx";
import {
  EMPTY_VALUES,
  buildContactPayload,
  isSpam,
  submitContact,
  toggleOption,
  wantsPortfolio,
  type ContactValues,
} from "./payload.ts";

const Wrap = styled.section`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: clamp(2.5rem, 6vw, 6.5rem) ${gutter} 0;
  display: grid;
  gap: clamp(2rem, 5vw, 5rem);
  ${mq.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Intro = styled.div`
  ${mq.desktop} {
    position: sticky;
    top: 7rem;
  }
`;

const Title = styled.h1`
  font-size: clamp(2.75rem, 1.5rem + 5vw, 7rem);
  line-height: 0.92;
  letter-spacing: -0.045em;
  font-weight: 750;
  max-width: 10ch;
`;

const SectionTitle = Title.withComponent("h2");

const IntroText = styled.div`
  display: grid;
  gap: 1em;
  margin-top: clamp(1.25rem, 2.5vw, 2.25rem);
  max-width: 40ch;
  font-size: clamp(1.05rem, 0.95rem + 0.35vw, 1.3rem);
  color: ${colors.inkSoft};
`;

const Card = styled.form`
  display: grid;
  gap: clamp(1.25rem, 2.5vw, 1.75rem);
  padding: clamp(1.5rem, 4vw, 3.25rem);
  border-radius: clamp(1.25rem, 2.5vw, 2.25rem);
  background: #fffaf1;
  box-shadow:
    0 1px 0 ${colors.line},
    0 30px 60px -40px rgb(20 18 16 / 0.45);
`;

const Row = styled.div`
  display: grid;
  gap: clamp(1.25rem, 2.5vw, 1.75rem);
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  label {
    font-size: 0.85rem;
    font-weight: 650;
    letter-spacing: 0.01em;
  }
  input {
    width: 100%;
    min-height: 3.1rem;
    padding: 0.7rem 0.95rem;
    border: 1.5px solid ${colors.line};
    border-radius: 0.8rem;
    background: ${colors.paper};
    font: inherit;
    font-size: 1rem;
    color: ${colors.ink};
    transition:
      border-color 0.2s ease,
      background-color 0.2s ease;
  }
  input::placeholder {
    color: #8a8178;
  }
  input:hover {
    border-color: #b9ad99;
  }
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
    border-color: ${colors.ink};
    background: #fff;
  }
`;

const Services = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-size: 0.85rem;
    font-weight: 650;
  }
  .hint {
    font-size: 0.85rem;
    color: ${colors.inkSoft};
    margin-top: 0.2rem;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.55rem;
    margin-top: 0.85rem;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 1rem 0.5rem 0.75rem;
    border: 1.5px solid ${colors.ink};
    border-radius: 999px;
    background: transparent;
    font-size: 0.92rem;
    font-weight: 550;
    line-height: 1.25;
    text-align: left;
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      color 0.2s ease;
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    border: 1.5px solid currentColor;
  }
  .tick svg {
    width: 0.75rem;
    height: 0.75rem;
    transform: scale(0);
    transition: transform 0.25s cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  button[aria-pressed="true"] {
    background: ${colors.ink};
    color: ${colors.paper};
  }
  button[aria-pressed="true"] .tick {
    background: ${colors.saffron};
    border-color: ${colors.saffron};
    color: ${colors.ink};
  }
  button[aria-pressed="true"] .tick svg {
    transform: scale(1);
  }
  ${mq.hover} {
    button[aria-pressed="false"]:hover {
      background: ${colors.paperDeep};
    }
  }
`;

/** Off-screen and out of the tab order: only bots that fill in every field find it. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Alert = styled.p`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  padding: 0.8rem 1rem;
  border-radius: 0.8rem;
  background: #fdecea;
  color: #8a1c12;
  font-weight: 550;
  font-size: 0.95rem;
  &::before {
    content: "!";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    background: #b42318;
    color: #fff;
    font-size: 0.8rem;
    font-weight: 800;
    transform: translateY(0.1em);
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  .note {
    font-size: 0.85rem;
    color: ${colors.inkSoft};
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  min-height: 3.25rem;
  padding: 0.85rem 1.75rem;
  border: 0;
  border-radius: 999px;
  background: ${colors.ink};
  color: ${colors.paper};
  font-family: ${fonts.display};
  font-weight: 650;
  font-size: 1.05rem;
  cursor: pointer;
  transition: background-color 0.3s ease;
  &:disabled {
    cursor: progress;
    background: #5c554e;
  }
  .spinner {
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    border: 2px solid rgb(246 242 234 / 0.35);
    border-top-color: ${colors.saffron};
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${mq.hover} {
    &:not(:disabled):hover {
      background: ${colors.saffron};
      color: ${colors.ink};
    }
  }
`;

const Dialog = styled.dialog`
  padding: 0;
  border: 0;
  border-radius: clamp(1rem, 2vw, 1.75rem);
  width: min(92vw, 40rem);
  max-height: 92vh;
  overflow: hidden;
  background: ${colors.paper};
  box-shadow: 0 40px 80px -30px rgb(0 0 0 / 0.6);
  cursor: pointer;
  &::backdrop {
    background: rgb(20 18 16 / 0.72);
  }
  img {
    width: 100%;
    height: auto;
  }
  button {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    border-radius: 50%;
    background: ${colors.ink};
    color: ${colors.paper};
    cursor: pointer;
  }
  button svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/** The schema's default for forms.timeoutMs in pages/site.json. */
const DEFAULT_TIMEOUT_MS = 15000;

type FieldName = "name" | "city" | "email" | "phone";

const FIELD_INPUT: Record<FieldName, { type: string; autoComplete: string }> = {
  name: { type: "text", autoComplete: "name" },
  city: { type: "text", autoComplete: "address-level2" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
};

function TextField({
  id,
  name,
  field,
  value,
  onChange,
}: {
  id: string;
  name: FieldName;
  field: ContactField;
  value: string;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    <Field>
      <label htmlFor={`${id}-${name}`}>{field.label}</label>
      <input
        ref={input}
        id={`${id}-${name}`}
        name={name}
        type={FIELD_INPUT[name].type}
        autoComplete={FIELD_INPUT[name].autoComplete}
        placeholder={field.placeholder}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function Tick() {
  return (
    <span className="tick" aria-hidden="true">
      <svg
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M2.5 6.2 5 8.5l4.5-5" />
      </svg>
    </span>
  );
}

type Problem = "no-service" | "failure" | null;

/** The contact form: four fields, the service toggles, the applicants' portfolio link, the thank-you popup. */
export default function ContactForm({ block, pageHeading }: BlockProps<ContactFormBlock>) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [thanking, setThanking] = useState(false);
  const [primed, setPrimed] = useState(false);
  // State updates are not synchronous: a second submit in the same tick must see the first.
  const sending = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const firstOption = useRef<HTMLButtonElement>(null);
  const Heading = pageHeading ? Title : SectionTitle;
  const showPortfolio = wantsPortfolio(values, block.portfolio.option);

  const set = (name: Exclude<keyof ContactValues, "services">) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    if (!thanking) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const timer = setTimeout(() => element?.close(), block.success.closeAfterMs);
    return () => clearTimeout(timer);
  }, [thanking, block.success.closeAfterMs]);

  function succeed() {
    setValues(EMPTY_VALUES);
    setProblem(null);
    setThanking(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setPrimed(true);
    if (values.services.length === 0) {
      setProblem("no-service");
      firstOption.current?.focus();
      return;
    }
    if (isSpam(values)) {
      succeed();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setProblem(null);
    const payload = buildContactPayload(values, {
      options: block.services.options,
      portfolioOption: block.portfolio.option,
      subject: block.subject,
    });
    const result = await submitContact(siteData.endpoints.contact, payload, {
      timeoutMs: siteData.site.forms.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    sending.current = false;
    setSubmitting(false);
    if (result.ok) {
      succeed();
    } else {
      console.warn(`The contact form could not be sent (${result.reason}).`);
      setProblem("failure");
    }
  }

  return (
    <Wrap id={block.id}>
      <Intro>
        {block.eyebrow && <Eyebrow css={{ "--accent": "#ae3ec9" }}>{block.eyebrow}</Eyebrow>}
        <Heading id={`${id}-title`}>{block.title}</Heading>
        {block.intro && block.intro.length > 0 && (
          <IntroText>
            {block.intro.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </IntroText>
        )}
      </Intro>
      <Card aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
        <Row>
          <TextField
            id={id}
            name="name"
            field={block.fields.name}
            value={values.name}
            onChange={set("name")}
          />
          <TextField
            id={id}
            name="city"
            field={block.fields.city}
            value={values.city}
            onChange={set("city")}
          />
        </Row>
        <Row>
          <TextField
            id={id}
            name="email"
            field={block.fields.email}
            value={values.email}
            onChange={set("email")}
          />
          <TextField
            id={id}
            name="phone"
            field={block.fields.phone}
            value={values.phone}
            onChange={set("phone")}
          />
        </Row>
        <Services aria-describedby={block.services.hint ? `${id}-hint` : undefined}>
          <legend>{block.services.label}</legend>
          {block.services.hint && (
            <p className="hint" id={`${id}-hint`}>
              {block.services.hint}
            </p>
          )}
          <div className="options">
            {block.services.options.map((option, i) => (
              <button
                key={option}
                ref={i === 0 ? firstOption : undefined}
                type="button"
                aria-pressed={values.services.includes(option)}
                onClick={() => {
                  setValues((current) => ({
                    ...current,
                    services: toggleOption(current.services, option),
                  }));
                  if (problem === "no-service") setProblem(null);
                }}
              >
                <Tick />
                {option}
              </button>
            ))}
          </div>
        </Services>
        {problem === "no-service" && <Alert role="alert">{block.noServiceText}</Alert>}
        {showPortfolio && (
          <Field>
            <label htmlFor={`${id}-portfolio`}>{block.portfolio.label}</label>
            <input
              id={`${id}-portfolio`}
              name="portfolio"
              type="url"
              inputMode="url"
              placeholder={block.portfolio.placeholder}
              required
              value={values.portfolio}
              onChange={(event) => set("portfolio")(event.target.value)}
            />
          </Field>
        )}
        <Honeypot aria-hidden="true">
          <label htmlFor={`${id}-honeypot`}>{block.honeypotLabel}</label>
          <input
            id={`${id}-honeypot`}
            name="_honeypot"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) => set("honeypot")(event.target.value)}
          />
        </Honeypot>
        <Footer>
          {block.note && <p className="note">{block.note}</p>}
          <Submit ref={submitButton} type="submit" disabled={submitting}>
            {submitting && <span className="spinner" aria-hidden="true" />}
            {submitting ? block.submittingLabel : block.submitLabel}
          </Submit>
        </Footer>
        {problem === "failure" && <Alert role="alert">{block.failureText}</Alert>}
      </Card>
      <Dialog
        ref={dialog}
        aria-label={block.success.image.alt}
        onClick={() => dialog.current?.close()}
        onClose={() => {
          setThanking(false);
          submitButton.current?.focus();
        }}
      >
        <Img image={block.success.image} sizes="(min-width: 700px) 40rem, 92vw" priority={primed} />
        <button type="button" aria-label={block.success.closeLabel}>
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </Dialog>
    </Wrap>
  );
}
