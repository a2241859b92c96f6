/**
 * `npm run forms`: the submissions the local collector stored, newest first.
 *
 *   npm run forms                          a table
 *   npm run forms -- --form contact        only one form (contact or newsletter)
 *   npm run forms -- --since 7d            only recent ones (a date, or 30m, 12h, 7d)
 *   npm run forms -- --json                one JSON object per line
 *   npm run forms -- --csv > leads.csv     for a spreadsheet
 *
 * Reads FORMS_DATA_DIR (default forms-data/), or --dir.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { formatCsv, formatJsonLines, formatTable, parseSince, readSubmissions } from "./read.ts";
import { FORMS } from "./validate.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

export function runFormsCli(
  argv: string[],
  env = process.env,
): { out: string; err: string; code: number } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        form: { type: "string" },
        since: { type: "string" },
        json: { type: "boolean", default: false },
        csv: { type: "boolean", default: false },
        dir: { type: "string" },
      },
    }));
    if (values.form && !(FORMS as readonly string[]).includes(values.form))
      throw new Error(`--form ${values.form}: choose ${FORMS.join(" or ")}.`);
    if (values.json && values.csv) throw new Error("Choose one of --json and --csv.");
    const dir = resolve(root, values.dir ?? env.FORMS_DATA_DIR ?? "forms-data");
    const { submissions, skipped } = readSubmissions(dir, {
      form: values.form,
      since: values.since ? parseSince(values.since) : undefined,
    });
    const out = values.json
      ? formatJsonLines(submissions)
      : values.csv
        ? formatCsv(submissions)
        : formatTable(submissions);
    const err = skipped ? `${skipped} unreadable line(s) in ${dir} skipped.` : "";
    return { out, err, code: 0 };
  } catch (error) {
    return { out: "", err: error instanceof Error ? error.message : String(error), code: 2 };
  }
}
