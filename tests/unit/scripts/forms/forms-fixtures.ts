/** Valid submissions and small helpers for the form collector's tests. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rawRequest, request, type Running } from "../../support/server-harness.ts";

export const contact = {
  name: "Asha Rao",
  city: "Bangalore",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  services: "Graphic designing services, Internship / Job",
  portfolio: "https://www.behance.net/asha",
  _subject: "New Contact Form Submission",
  _replyto: "asha@example.com",
  _honeypot: "",
};

export const newsletter = {
  email: "reader@example.com",
  email_address: "reader@example.com",
  _subject: "New Newsletter Subscription",
  message: "New newsletter subscriber: reader@example.com (received 2026-11-23T09:00:00.000Z)",
  _replyto: "reader@example.com",
  _autoresponder: "true",
  _from_name: "Saffron Studio",
};

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
