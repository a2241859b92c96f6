/**
 * Reading the stored submissions back (npm run forms): newest first, filtered by form and
 * time, as a table, JSON lines or CSV. A line that is not a submission is skipped and counted.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SUBMISSIONS_FILE, type Submission } from "./store.ts";

export interface ReadOptions {
  form?: string;
  /** Only submissions received at or after this time. */
  since?: Date;
}

export function readSubmissions(
  formsDir: string,
  options: ReadOptions = {},
): { submissions: Submission[]; skipped: number } {
  const file = join(formsDir, SUBMISSIONS_FILE);
  if (!existsSync(file)) return { submissions: [], skipped: 0 };
  const submissions: Submission[] = [];
  let skipped = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    let entry: Submission;
    try {
      entry = JSON.parse(line) as Submission;
    } catch {
      skipped++;
      continue;
    }
    const time = Date.parse(entry?.receivedAt);
    if (!entry || typeof entry.form !== "string" || Number.isNaN(time) || !entry.fields) {
      skipped++;
      continue;
    }
    if (options.form && entry.form !== options.form) continue;
    if (options.since && time < options.since.getTime()) continue;
    submissions.push(entry);
  }
  submissions.sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
  return { submissions, skipped };
}

/** "2026-11-01", "2026-11-01T09:00Z", or a span back from now: "7d", "12h", "30m". */
export function parseSince(value: string, now = new Date()): Date {
  const span = /^(\d{1,6})([dhm])$/.exec(value.trim());
  if (span) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[span[2] as "d" | "h" | "m"];
    return new Date(now.getTime() - Number(span[1]) * unit);
  }
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new Error(`--since ${value}: give a date (2026-11-01) or a span (7d, 12h, 30m).`);
  return new Date(time);
}

/** The columns of the table and the CSV: when, which form, who, and what they asked. */
const COLUMNS = ["receivedAt", "form", "name", "email", "phone", "city", "services", "portfolio"];

function cell(submission: Submission, column: string): string {
  if (column === "receivedAt" || column === "form") return submission[column];
  return submission.fields[column] ?? "";
}

/** Text made safe for a terminal: no control characters (a field cannot move the cursor). */
const printable = (text: string) =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code < 0xa0) ? " " : c;
  }).join("");

export function formatTable(submissions: Submission[]): string {
  if (submissions.length === 0) return "No submissions.";
  const used = COLUMNS.filter((column) => submissions.some((s) => cell(s, column) !== ""));
  const rows = submissions.map((s) => used.map((column) => printable(cell(s, column))));
  const widths = used.map((column, i) =>
    Math.min(40, Math.max(column.length, ...rows.map((row) => row[i]!.length))),
  );
  const fit = (text: string, width: number) =>
    (text.length > width ? text.slice(0, width - 1) + "…" : text).padEnd(width);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => fit(c, widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(used), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function formatJsonLines(submissions: Submission[]): string {
  return submissions.map((s) => JSON.stringify(s)).join("\n");
}

/** RFC 4180 CSV; a cell a spreadsheet would run as a formula is prefixed with '. */
export function formatCsv(submissions: Submission[]): string {
  const names = new Set<string>();
  for (const s of submissions) for (const name of Object.keys(s.fields)) names.add(name);
  const columns = ["receivedAt", "form", ...names];
  const quote = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const row = (s: Submission) =>
    columns
      .map((c) => quote(c === "receivedAt" || c === "form" ? s[c] : (s.fields[c] ?? "")))
      .join(",");
  return [columns.join(","), ...submissions.map(row)].join("\r\n");
}
