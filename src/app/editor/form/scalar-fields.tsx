/**
 * The controls for single values: text, long text, numbers, switches, choices, colours and media.
 * Each writes through the history (so it can be undone); clearing an optional value removes it
 * from the document rather than writing an empty string.
 */
import { useState } from "react";
import { contrastRatio } from "../../../core/design/color.ts";
import { FieldShell } from "./field-shell.tsx";
import { useForm } from "./form-context.ts";
import { setValue } from "../state/editor-state.ts";
import type { Schema } from "./schema-tools.ts";

export interface ScalarProps {
  pointer: string;
  label: string;
  schema: Schema;
  value: unknown;
  required: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;

function useSetter(pointer: string, required: boolean) {
  const { dispatch } = useForm();
  return (value: unknown) =>
    dispatch(setValue(pointer, value === "" && !required ? undefined : value));
}

const placeholderOf = (schema: Schema) =>
  typeof schema.examples?.[0] === "string" || typeof schema.examples?.[0] === "number"
    ? `e.g. ${schema.examples[0]}`
    : undefined;

export function TextField({
  pointer,
  label,
  schema,
  value,
  required,
  long = false,
}: ScalarProps & { long?: boolean }) {
  const set = useSetter(pointer, required);
  const text = typeof value === "string" ? value : "";
  // Decided when the field appears: swapping input for textarea while typing would drop focus.
  const [multiline] = useState(long);
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={text}
            rows={4}
            placeholder={placeholderOf(schema)}
            onChange={(e) => set(e.target.value)}
          />
        ) : (
          <input
            {...control}
            type="text"
            value={text}
            placeholder={placeholderOf(schema)}
            onChange={(e) => set(e.target.value)}
          />
        )
      }
    </FieldShell>
  );
}

export function NumberField({ pointer, label, schema, value, required }: ScalarProps) {
  const set = useSetter(pointer, required);
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={schema.minimum}
          max={schema.maximum}
          step={schema.type === "integer" ? 1 : "any"}
          value={typeof value === "number" ? value : ""}
          placeholder={placeholderOf(schema)}
          onChange={(e) => set(e.target.value === "" ? "" : Number(e.target.value))}
        />
      )}
    </FieldShell>
  );
}

export function SwitchField({ pointer, label, schema, value, required }: ScalarProps) {
  const set = useSetter(pointer, required);
  const on = typeof value === "boolean" ? value : schema.default === true;
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          role="switch"
          className="switch"
          checked={on}
          onChange={(e) => set(e.target.checked)}
        />
      )}
    </FieldShell>
  );
}

export function ChoiceField({ pointer, label, schema, value, required }: ScalarProps) {
  const set = useSetter(pointer, required);
  const options = schema.enum ?? [];
  const index = options.findIndex((option) => option === value);
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) => (
        <select
          {...control}
          value={index < 0 ? "" : String(index)}
          onChange={(e) => set(e.target.value === "" ? "" : options[Number(e.target.value)])}
        >
          {required && index >= 0 ? null : (
            <option value="">{required ? "Choose…" : "(none)"}</option>
          )}
          {options.map((option, i) => (
            <option key={i} value={String(i)}>
              {String(option)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A colour: the system picker and the hex text side by side, with the contrast against paper and ink. */
export function ColorField({ pointer, label, schema, value, required }: ScalarProps) {
  const set = useSetter(pointer, required);
  const text = typeof value === "string" ? value : "";
  const valid = HEX.test(text);
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) => (
        <div className="color-row">
          <input
            type="color"
            aria-label={`${label}: colour picker`}
            value={valid ? text.toLowerCase() : "#000000"}
            onChange={(e) => set(e.target.value.toUpperCase())}
          />
          <input
            {...control}
            type="text"
            spellCheck={false}
            value={text}
            placeholder={placeholderOf(schema)}
            onChange={(e) => set(e.target.value)}
          />
          {valid ? (
            <span
              className="contrast"
              aria-label={`Contrast ${contrastRatio(text, "#FFFFFF").toFixed(1)} to 1 on white`}
            >
              {contrastRatio(text, "#FFFFFF").toFixed(1)}:1 on white
            </span>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

/** A picture or clip path, chosen from the project's media (or typed). */
export function MediaField({ pointer, label, schema, value, required }: ScalarProps) {
  const set = useSetter(pointer, required);
  const { dispatch } = useForm();
  const text = typeof value === "string" ? value : "";
  const isImage = /\.(png|jpe?g|webp|avif|svg)$/i.test(text);
  return (
    <FieldShell pointer={pointer} label={label} help={schema.description} required={required}>
      {(control) => (
        <div className="media-row">
          {isImage ? (
            <img src={text} alt="" width={56} height={56} />
          ) : (
            <span className="no-thumb" aria-hidden="true" />
          )}
          <input
            {...control}
            type="text"
            spellCheck={false}
            value={text}
            placeholder={placeholderOf(schema)}
            onChange={(e) => set(e.target.value)}
          />
          <button
            type="button"
            onClick={() => dispatch({ kind: "open-dialog", dialog: { kind: "media", pointer } })}
          >
            Choose…
          </button>
        </div>
      )}
    </FieldShell>
  );
}
