/** `npm run forms`: the stored submissions as a table, JSON lines or CSV, newest first. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runFormsCli } from "../../../../scripts/forms/cli.ts";
import { parseSince } from "../../../../scripts/forms/read.ts";

function formsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "forms-cli-"));
  const lines = [
    {
      form: "newsletter",
      receivedAt: "2026-11-01T09:00:00.000Z",
      fields: { email: "old@example.com" },
    },
    {
      form: "contact",
      receivedAt: "2026-11-20T10:00:00.000Z",
      fields: {
        name: "Asha Rao",
        email: "asha@example.com",
        services: "Graphic designing services, Internship / Job",
        city: '=HYPERLINK("http://evil.example")',
      },
    },
    {
      form: "newsletter",
      receivedAt: "2026-11-22T08:00:00.000Z",
      fields: { email: "new@example.com" },
    },
  ];
  writeFileSync(
    join(dir, "submissions.jsonl"),
    lines.map((l) => JSON.stringify(l)).join("\n") + "\nnot json\n",
  );
  return dir;
}

const run = (dir: string, ...args: string[]) => runFormsCli([...args, "--dir", dir]);

describe("npm run forms", () => {
  it("prints a table, newest first, and says how many lines it could not read", () => {
    const result = run(formsDir());
    expect(result.code).toBe(0);
    const rows = result.out.split("\n");
    expect(rows[0]).toMatch(/^receivedAt\s+form\s+name\s+email/);
    expect(rows.slice(2).map((row) => row.slice(0, 24))).toEqual([
      "2026-11-22T08:00:00.000Z",
      "2026-11-20T10:00:00.000Z",
      "2026-11-01T09:00:00.000Z",
    ]);
    expect(rows[3]).toContain("Asha Rao");
    expect(result.err).toBe(
      `1 unreadable line(s) in ${result.err.split(" in ")[1]!.split(" skipped")[0]} skipped.`,
    );
  });

  it("filters by --form and --since", () => {
    const dir = formsDir();
    const contact = run(dir, "--form", "contact", "--json").out.split("\n");
    expect(contact.map((l) => (JSON.parse(l) as { form: string }).form)).toEqual(["contact"]);
    const recent = run(dir, "--since", "2026-11-15", "--json").out.split("\n");
    expect(recent.map((l) => (JSON.parse(l) as { receivedAt: string }).receivedAt)).toEqual([
      "2026-11-22T08:00:00.000Z",
      "2026-11-20T10:00:00.000Z",
    ]);
    expect(run(dir, "--form", "orders").code).toBe(2);
    expect(run(dir, "--since", "last tuesday").code).toBe(2);
  });

  it("reads spans back from now for --since", () => {
    const now = new Date("2026-11-23T12:00:00.000Z");
    expect(parseSince("7d", now).toISOString()).toBe("2026-11-16T12:00:00.000Z");
    expect(parseSince("12h", now).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("prints one JSON object per line with --json", () => {
    const lines = run(formsDir(), "--json").out.split("\n");
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({
      form: "newsletter",
      receivedAt: "2026-11-22T08:00:00.000Z",
      fields: { email: "new@example.com" },
    });
  });

  it("prints CSV for a spreadsheet with --csv, quoting and defusing formulas", () => {
    const csv = run(formsDir(), "--csv").out.split("\r\n");
    expect(csv[0]).toBe("receivedAt,form,email,name,services,city");
    expect(csv[2]).toBe(
      `2026-11-20T10:00:00.000Z,contact,asha@example.com,Asha Rao,"Graphic designing services, Internship / Job","'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csv).toHaveLength(4);
  });

  it("says so when nothing arrived yet", () => {
    const result = runFormsCli(["--dir", mkdtempSync(join(tmpdir(), "forms-empty-"))]);
    expect(result.out).toBe("No submissions.");
  });
});
