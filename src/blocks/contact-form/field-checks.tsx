/**
 * The contact form's fields held to the collector's rules and words (src/forms/rules.ts): each
 * input carries its limit and pattern in the served HTML, so the browser keeps to them without
 * script too; with it, a field the collector would refuse is told at the field, when the visitor
 * leaves it or sends the form.
 */
import { useState } from "react";
import { MAX_LENGTH, fieldProblem, htmlPattern, type FormField } from "../../forms/rules.ts";

/** Each field's problem, where it has one. */
export type Problems = Partial<Record<FormField, string>>;

const problemId = (id: string, field: FormField) => `${id}-${field}-problem`;

/** A field's input attributes: the collector's limit and pattern, and its problem, if any. */
export function checkedInput(id: string, field: FormField, problem: string | undefined) {
  return {
    maxLength: MAX_LENGTH[field],
    pattern: htmlPattern(field),
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? problemId(id, field) : undefined,
  } as const;
}

/** A field's problem, under it. */
export function Problem({
  id,
  field,
  problem,
}: {
  id: string;
  field: FormField;
  problem?: string;
}) {
  if (!problem) return null;
  return (
    <p className="problem" id={problemId(id, field)}>
      {problem}
    </p>
  );
}

/**
 * The fields' problems as they stand. A field is checked when it is left holding something,
 * again as it changes while it shows a problem (so the message goes once it is mended), and
 * every field on sending.
 */
export function useFieldChecks() {
  const [problems, setProblems] = useState<Problems>({});
  const check = (field: FormField, value: string) =>
    setProblems((current) => ({ ...current, [field]: fieldProblem(field, value) ?? undefined }));
  return {
    problems,
    left(field: FormField, value: string) {
      if (value.trim() !== "" || problems[field]) check(field, value);
    },
    changed(field: FormField, value: string) {
      if (problems[field]) check(field, value);
    },
    /** Checks the fields given, shows their problems alone, and answers them. */
    all(values: Partial<Record<FormField, string>>): Problems {
      const found: Problems = {};
      for (const [field, value] of Object.entries(values) as [FormField, string][]) {
        const problem = fieldProblem(field, value);
        if (problem) found[field] = problem;
      }
      setProblems(found);
      return found;
    },
  };
}
