import { Eyebrow } from "../../ui/section.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { siteData } from "../../ui/site-data.ts";
import type { ContactField, ContactFormBlock } from "../../generated/schema.ts";
import { Img } from "../../ui/images.tsx";
import { CloseIcon } from "../../ui/icons.tsx";
import { postForm } from "../../ui/post-form.ts";
import { useTypedBeforeHydration } from "../../ui/use-client.ts";
import type { BlockProps } from "../../core/types.ts";
import {
  Alert,
  Card,
  Dialog,
  Field,
  Footer,
  Honeypot,
  Intro,
  IntroText,
  Row,
  SectionTitle,
  Services,
  Submit,
  Title,
  Wrap,
} from "./contact-form-styles.ts";
import { Problem, checkedInput, useFieldChecks } from "./field-checks.tsx";
import {
  EMPTY_VALUES,
  buildContactPayload,
  isSpam,
  toggleOption,
  wantsPortfolio,
  type ContactValues,
} from "./payload.ts";

type FieldName = "name" | "city" | "email" | "phone";
const FIELDS: readonly FieldName[] = ["name", "city", "email", "phone"];

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
  problem,
  onChange,
  onBlur,
}: {
  id: string;
  name: FieldName;
  field: ContactField;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
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
        {...checkedInput(id, name, problem)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Problem id={id} field={name} problem={problem} />
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
  const submitButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLFormElement>(null);
  const portfolioInput = useRef<HTMLInputElement>(null);
  const Heading = pageHeading ? Title : SectionTitle;
  const showPortfolio = wantsPortfolio(values, block.portfolio.option);

  const checks = useFieldChecks();
  const set = (name: Exclude<keyof ContactValues, "services">) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name !== "honeypot") checks.changed(name, value);
  };
  useTypedBeforeHydration(portfolioInput, values.portfolio, set("portfolio"));
  // The trap too: a bot that fills it before the form is awake must still be caught.
  const honeypotInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(honeypotInput, values.honeypot, set("honeypot"));

  // Services ticked before the app was live are the visitor's choice: adopt them, once.
  useEffect(() => {
    const ticked = new Set(
      [...(card.current?.querySelectorAll<HTMLInputElement>('input[name="services"]') ?? [])]
        .filter((box) => box.checked)
        .map((box) => box.value),
    );
    if (ticked.size === 0) return;
    const services = block.services.options.filter((option) => ticked.has(option));
    setValues((current) => ({ ...current, services }));
    // Once, on mount: later ticks arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function succeed() {
    setValues(EMPTY_VALUES);
    setProblem(null);
    setThanking(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setPrimed(true);
    const { name, city, email, phone, portfolio } = values;
    const found = checks.all({ name, city, email, phone, ...(showPortfolio ? { portfolio } : {}) });
    const noService = values.services.length === 0;
    // The first thing to mend, in the form's order: the four fields, the services, the link.
    const first =
      FIELDS.find((name) => found[name]) ??
      (noService ? "services" : found.portfolio ? "portfolio" : undefined);
    if (first) {
      setProblem(noService ? "no-service" : null);
      // The services' first is their first option.
      card.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
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
    const result = await postForm(siteData.endpoints.contact, payload, {
      timeoutMs: siteData.site.forms.timeoutMs,
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
      {/* Before the app and without JavaScript the browser posts the form itself (url-encoded,
          one `services` per ticked option); the server joins them and fills in _replyto. */}
      <Card
        ref={card}
        aria-labelledby={`${id}-title`}
        action={siteData.endpoints.contact}
        method="post"
        // The page's loader sets noValidate: with script, the form tells its own problems.
        data-script-validates=""
        onSubmit={onSubmit}
      >
        {[FIELDS.slice(0, 2), FIELDS.slice(2)].map((row) => (
          <Row key={row[0]}>
            {row.map((name) => (
              <TextField
                key={name}
                id={id}
                name={name}
                field={block.fields[name]}
                value={values[name]}
                problem={checks.problems[name]}
                onChange={set(name)}
                onBlur={() => checks.left(name, values[name])}
              />
            ))}
          </Row>
        ))}
        <Services aria-describedby={block.services.hint ? `${id}-hint` : undefined}>
          <legend>{block.services.label}</legend>
          {block.services.hint && (
            <p className="hint" id={`${id}-hint`}>
              {block.services.hint}
            </p>
          )}
          <div className="options">
            {block.services.options.map((option) => (
              <label key={option}>
                <input
                  type="checkbox"
                  name="services"
                  value={option}
                  // Shows the portfolio field through CSS, with or without the app.
                  data-portfolio={option === block.portfolio.option ? "" : undefined}
                  checked={values.services.includes(option)}
                  onChange={() => {
                    setValues((current) => ({
                      ...current,
                      services: toggleOption(current.services, option),
                    }));
                    if (problem === "no-service") setProblem(null);
                  }}
                />
                <Tick />
                {option}
              </label>
            ))}
          </div>
        </Services>
        {problem === "no-service" && <Alert role="alert">{block.noServiceText}</Alert>}
        {/* Always in the page, shown while its option is ticked (the form's CSS), required
            then; the payload carries it only with that option. */}
        <Field className="portfolio">
          <label htmlFor={`${id}-portfolio`}>{block.portfolio.label}</label>
          <input
            ref={portfolioInput}
            id={`${id}-portfolio`}
            name="portfolio"
            type="url"
            inputMode="url"
            placeholder={block.portfolio.placeholder}
            required={showPortfolio}
            {...checkedInput(id, "portfolio", checks.problems.portfolio)}
            value={values.portfolio}
            onChange={(event) => set("portfolio")(event.target.value)}
            onBlur={() => checks.left("portfolio", values.portfolio)}
          />
          <Problem id={id} field="portfolio" problem={checks.problems.portfolio} />
        </Field>
        <Honeypot aria-hidden="true">
          <label htmlFor={`${id}-honeypot`}>{block.honeypotLabel}</label>
          <input
            id={`${id}-honeypot`}
            ref={honeypotInput}
            name="_honeypot"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) => set("honeypot")(event.target.value)}
          />
        </Honeypot>
        <input type="hidden" name="_subject" value={block.subject} />
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
        open={thanking}
        label={block.success.image.alt}
        closeOnClick
        closeAfterMs={block.success.closeAfterMs}
        onClose={() => {
          setThanking(false);
          submitButton.current?.focus();
        }}
      >
        <Img image={block.success.image} sizes="(min-width: 700px) 40rem, 92vw" priority={primed} />
        <button type="button" aria-label={block.success.closeLabel}>
          <CloseIcon />
        </button>
      </Dialog>
    </Wrap>
  );
}
