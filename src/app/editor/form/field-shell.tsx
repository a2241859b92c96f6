/**
 * A field's label, help and problems around its control: the control gets `aria-invalid` and
 * `aria-describedby` pointing at the help and at each problem, as screen readers expect.
 */
import type { ReactNode } from "react";
import { isError, severityOf, type Diagnostic } from "../../../core/diagnostics/diagnostics.ts";
import { fieldId, useForm } from "./form-context.ts";

export interface ShellProps {
  pointer: string;
  label: string;
  help?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

export function Problems({ id, list }: { id: string; list: readonly Diagnostic[] }) {
  if (!list.length) return null;
  return (
    <ul className="problems" id={id}>
      {list.map((d, i) => (
        <li key={i} className={severityOf(d)}>
          <strong>{isError(d) ? "Error" : "Warning"}</strong> {d.message} <code>{d.code}</code>
        </li>
      ))}
    </ul>
  );
}

export function FieldShell({ pointer, label, help, required, children }: ShellProps) {
  const { diagnostics } = useForm();
  const id = fieldId(pointer);
  const list = diagnostics.get(pointer) ?? [];
  const describedBy = [help && `${id}-help`, list.length && `${id}-problems`].filter(Boolean);
  return (
    <div className="field" data-pointer={pointer}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      {children({
        id,
        "aria-invalid": list.some(isError) || undefined,
        "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
      })}
      {help ? (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <Problems id={`${id}-problems`} list={list} />
    </div>
  );
}
