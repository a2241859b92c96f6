/**
 * What every generated field needs from the editor: the schemas, the change dispatcher (which
 * opens the media picker too) and the problems found by the validator (by pointer).
 */
import { createContext, useContext } from "react";
import type { Diagnostic } from "../../../core/diagnostics/diagnostics.ts";
import type { EditAction } from "../state/editor-state.ts";
import type { Schemas } from "./schema-tools.ts";

export interface FormContextValue {
  schemas: Schemas;
  dispatch: (action: EditAction) => void;
  diagnostics: ReadonlyMap<string, Diagnostic[]>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error("A field was drawn outside the editor's form.");
  return value;
}

/** The id of the control for the value at `pointer` (ids may hold any character but spaces). */
export const fieldId = (pointer: string): string => `field:${pointer || "/"}`;

/** Problems by pointer, for the fields to show at themselves. */
export function byPointer(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const map = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const list = map.get(diagnostic.pointer) ?? [];
    list.push(diagnostic);
    map.set(diagnostic.pointer, list);
  }
  return map;
}
