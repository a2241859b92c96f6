/**
 * Turns a request body into the posted fields: JSON (one object), URL-encoded or multipart
 * form data. Media types are matched case-insensitively (RFC 9110 §8.3.1). A field sent more
 * than once (the contact form's service checkboxes without JavaScript) becomes a list.
 */
export type RawFields = Record<string, string | string[] | unknown>;

export type ParseResult =
  | { kind: "fields"; fields: RawFields }
  | { kind: "unsupported" }
  | { kind: "invalid"; message: string };

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** Whether an Accept header asks for an HTML page rather than JSON (a browser's own post). */
export function wantsHtml(accept: string | undefined): boolean {
  const types = (accept ?? "").split(",").map((part) => mediaType(part));
  return types.includes("text/html") && !types.includes("application/json");
}

function collect(entries: Iterable<[string, unknown]>): ParseResult {
  const fields: RawFields = Object.create(null) as RawFields;
  for (const [name, value] of entries) {
    if (typeof value !== "string")
      return { kind: "invalid", message: `The field "${name}" must be text, not a file.` };
    const before = fields[name];
    if (before === undefined) fields[name] = value;
    else fields[name] = Array.isArray(before) ? [...(before as string[]), value] : [before, value];
  }
  return { kind: "fields", fields };
}

export async function parseFields(
  contentType: string | undefined,
  body: Buffer,
): Promise<ParseResult> {
  const type = mediaType(contentType);
  if (type === "application/json") {
    let value: unknown;
    try {
      value = JSON.parse(body.toString("utf8"));
    } catch {
      return { kind: "invalid", message: "The body is not valid JSON." };
    }
    if (value === null || typeof value !== "object" || Array.isArray(value))
      return { kind: "invalid", message: "Send the form's fields as one JSON object." };
    // Types are the schema's business (scripts/forms/validate.ts): a number or a list is reported.
    return { kind: "fields", fields: Object.assign(Object.create(null), value) as RawFields };
  }
  if (type === "application/x-www-form-urlencoded")
    return collect(new URLSearchParams(body.toString("utf8")).entries());
  if (type === "multipart/form-data") {
    try {
      const data = await new Response(new Uint8Array(body), {
        headers: { "Content-Type": contentType! },
      }).formData();
      return collect(data.entries());
    } catch {
      return { kind: "invalid", message: "The form data could not be read." };
    }
  }
  return { kind: "unsupported" };
}
