/**
 * A form generated from a JSON Schema: one control per property, labelled by its title (or its
 * name, spelt out), helped by its description, with its first example as placeholder. Objects are
 * groups, arrays of objects repeatable groups (add, move, remove), `oneOf` with a discriminator a
 * choice of kind, enums selects, booleans switches, colours colour inputs, media paths a picker.
 */
import { memo } from "react";
import { Problems } from "./field-shell.tsx";
import { fieldId, useForm } from "./form-context.ts";
import { childPointer } from "../state/pointer.ts";
import { setValue } from "../state/editor-state.ts";
import {
  ChoiceField,
  ColorField,
  MediaField,
  NumberField,
  SwitchField,
  TextField,
} from "./scalar-fields.tsx";
import {
  deref,
  humanize,
  initialValue,
  kindOfField,
  variantOf,
  variantsOf,
  type Located,
} from "./schema-tools.ts";

interface FieldProps {
  located: Located;
  pointer: string;
  value: unknown;
  label: string;
  required: boolean;
  /** An object drawn without its own frame and title (an entry of a list already has both). */
  bare?: boolean;
}

/**
 * Two fields draw the same while they show the same value at the same place by the same schema
 * (`located` is made afresh by its parent each render, its schema is the catalogue's own): a
 * keystroke draws the field it changed and the groups around it, not every field of the block.
 */
const sameField = (a: FieldProps, b: FieldProps) =>
  a.value === b.value &&
  a.pointer === b.pointer &&
  a.label === b.label &&
  a.required === b.required &&
  a.bare === b.bare &&
  a.located.schema === b.located.schema &&
  a.located.from === b.located.from;

export const SchemaField = memo(function SchemaField({
  located,
  pointer,
  value,
  label,
  required,
  bare,
}: FieldProps) {
  const { schemas } = useForm();
  const resolved = deref(located, schemas);
  const { schema } = resolved;
  const props = { pointer, label, schema, value, required };
  switch (kindOfField(schema)) {
    case "const":
      return null;
    case "enum":
      return <ChoiceField {...props} />;
    case "hex":
      return <ColorField {...props} />;
    case "asset":
      return <MediaField {...props} />;
    case "boolean":
      return <SwitchField {...props} />;
    case "number":
      return <NumberField {...props} />;
    case "string":
      // Text that has grown past a line gets a box to match.
      return <TextField {...props} long={typeof value === "string" && value.length > 70} />;
    case "text":
      return <TextField {...props} long />;
    case "array":
      return (
        <ArrayField
          located={resolved}
          pointer={pointer}
          value={value}
          label={label}
          required={required}
        />
      );
    case "variant":
      return (
        <VariantField
          located={resolved}
          pointer={pointer}
          value={value}
          label={label}
          required={required}
        />
      );
    default:
      return (
        <ObjectField
          located={resolved}
          pointer={pointer}
          value={value}
          label={label}
          required={required}
          bare={bare}
        />
      );
  }
}, sameField);

/** An object's properties in schema order; an absent optional group is offered by a button. */
export function ObjectField({ located, pointer, value, label, required, bare }: FieldProps) {
  const { schemas, dispatch, diagnostics } = useForm();
  const { schema, from } = located;
  if (value === undefined && !required)
    return (
      <div className="field absent" data-pointer={pointer}>
        <button
          type="button"
          id={fieldId(pointer)}
          onClick={() => dispatch(setValue(pointer, initialValue(located, schemas)))}
        >
          Add {label.toLowerCase()}
        </button>
        {schema.description ? <p className="help">{schema.description}</p> : null}
      </div>
    );
  const record = (value ?? {}) as Record<string, unknown>;
  const required_ = new Set(schema.required ?? []);
  const children = Object.entries(schema.properties ?? {}).map(([name, child]) => (
    <SchemaField
      key={name}
      located={{ schema: child, from }}
      pointer={childPointer(pointer, name)}
      value={record[name]}
      label={child.title && kindOfField(child) !== "object" ? child.title : humanize(name)}
      required={required_.has(name)}
    />
  ));
  const problems = (
    <Problems id={`${fieldId(pointer)}-problems`} list={diagnostics.get(pointer) ?? []} />
  );
  if (bare)
    return (
      <div id={fieldId(pointer)} tabIndex={-1} className="group bare">
        {problems}
        {children}
      </div>
    );
  return (
    <fieldset className="group" id={fieldId(pointer)} tabIndex={-1} data-pointer={pointer}>
      <legend>{label}</legend>
      {schema.description ? <p className="help">{schema.description}</p> : null}
      {problems}
      {children}
      {!required ? (
        <button
          type="button"
          className="quiet"
          onClick={() => dispatch({ kind: "remove", pointer })}
        >
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}

/** A repeatable list: each entry with move up, move down and remove; an add button at the end. */
function ArrayField({ located, pointer, value, label, required }: FieldProps) {
  const { schemas, dispatch, diagnostics } = useForm();
  const { schema, from } = located;
  const list = Array.isArray(value) ? value : [];
  const itemSchema = { schema: schema.items ?? {}, from };
  const item = deref(itemSchema, schemas).schema;
  // A single value's own label names it; a group needs its name on the bar above it.
  const grouped = ["object", "variant"].includes(kindOfField(item));
  const noun =
    item.title && !/[A-Z].*[A-Z]/.test(item.title)
      ? item.title
      : humanize(singular(label.toLowerCase()));
  const add = () => {
    const path = value === undefined ? undefined : pointer;
    const fresh = initialValue(itemSchema, schemas);
    if (path === undefined) dispatch(setValue(pointer, [fresh]));
    else dispatch({ kind: "insert", pointer, index: list.length, value: fresh });
  };
  return (
    <fieldset className="group list" id={fieldId(pointer)} tabIndex={-1} data-pointer={pointer}>
      <legend>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </legend>
      {schema.description ? <p className="help">{schema.description}</p> : null}
      <Problems id={`${fieldId(pointer)}-problems`} list={diagnostics.get(pointer) ?? []} />
      <ol>
        {list.map((entry, index) => {
          const entryPointer = childPointer(pointer, index);
          const name = `${noun} ${index + 1}`;
          return (
            <li key={index} className="entry">
              <div className="entry-bar">
                <span aria-hidden={!grouped}>{grouped ? name : ""}</span>
                <button
                  type="button"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => dispatch({ kind: "move", pointer, from: index, to: index - 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${name} down`}
                  disabled={index === list.length - 1}
                  onClick={() => dispatch({ kind: "move", pointer, from: index, to: index + 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => dispatch({ kind: "remove", pointer: entryPointer })}
                >
                  ✕
                </button>
              </div>
              <SchemaField
                located={itemSchema}
                pointer={entryPointer}
                value={entry}
                label={name}
                required
                bare
              />
            </li>
          );
        })}
      </ol>
      <button type="button" className="add" onClick={add}>
        Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}

const singular = (word: string) => word.replace(/ies$/, "y").replace(/s$/, "");

/** A value that is one of several kinds (a picture or a clip): pick the kind, then its fields. */
function VariantField({ located, pointer, value, label, required }: FieldProps) {
  const { schemas, dispatch } = useForm();
  const options = variantsOf(located, schemas);
  const current = variantOf(located, value, schemas);
  const index = current ? options.indexOf(options.find((o) => o.schema === current.schema)!) : 0;
  const id = `${fieldId(pointer)}-kind`;
  return (
    <div className="variant" data-pointer={pointer}>
      <label htmlFor={id}>Kind of {label.toLowerCase()}</label>
      <select
        id={id}
        value={String(index)}
        onChange={(e) =>
          dispatch(setValue(pointer, initialValue(options[Number(e.target.value)]!, schemas)))
        }
      >
        {options.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.schema.description ?? option.schema.title ?? `Option ${i + 1}`}
          </option>
        ))}
      </select>
      {current ? (
        <ObjectField
          located={current}
          pointer={pointer}
          value={value}
          label={label}
          required={required}
          bare
        />
      ) : null}
    </div>
  );
}
