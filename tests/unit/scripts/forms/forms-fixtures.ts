/** Valid submissions and small helpers for the form collector's tests. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rawRequest, request, type Running } from "../../support/server-harness.ts";

export {
  VALID_CONTACT as contact,
  VALID_NEWSLETTER as newsletter,
} from "../../../fixtures/forms.ts";

export function stored(run: Running): { form: string; fields: Record<string, string> }[] {
  const file = join(run.formsDir, "submissions.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { form: string; fields: Record<string, string> });
}

export async function post(
  run: Running,
  form: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return rawRequest(run.port, (socket) =>
    socket.write(
      request(
        "POST",
        `/api/forms/${form}`,
        { "Content-Type": "application/json", ...headers },
        body,
      ),
    ),
  );
}

export const json = (body: string) =>
  JSON.parse(body) as { ok: boolean; errors?: { field: string; message: string }[] };
