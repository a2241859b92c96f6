import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatTable, runStages } from "../../../../scripts/checks/stages.ts";
import { STAGES } from "../../../../scripts/checks/test-stages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const node = (code: string) => `"${process.execPath}" -e ${JSON.stringify(code)}`;

describe("npm test's stage runner", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "stages-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("fails the run when a stage fails, keeps its output, and skips what needed it", async () => {
    const results = await runStages(
      [
        { name: "ok", command: node("console.log('fine')") },
        { name: "broken", command: node("console.error('type error in x.ts'); process.exit(3)") },
        { name: "after-broken", command: node("console.log('ran')"), needs: ["broken"] },
        { name: "after-ok", command: node("console.log('ran too')"), needs: ["ok"] },
      ],
      { slots: 2 },
    );
    expect(results.map((r) => [r.name, r.status, r.code])).toEqual([
      ["ok", "passed", 0],
      ["broken", "failed", 3],
      ["after-broken", "skipped", null],
      ["after-ok", "passed", 0],
    ]);
    expect(results[1]!.output).toContain("type error in x.ts");
    expect(formatTable(results, 1)).toMatch(/^total\s+FAILED/m);
  });

  it("counts each stage's own CPU seconds, its children's included, and keeps its exit code", async () => {
    // 0.3 s of CPU (not of the clock: the machine may be busy) in a child process, then exit 4;
    // and a stage that only sleeps.
    const spin = node(
      "const { execFileSync } = require('node:child_process');" +
        "execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300000);']);" +
        "process.exit(4)",
    );
    const results = await runStages(
      [
        { name: "spin", command: spin },
        { name: "sleep", command: node("setTimeout(() => {}, 300)") },
      ],
      { slots: 2 },
    );
    const [spun, slept] = results;
    expect([spun!.status, spun!.code]).toEqual(["failed", 4]);
    expect(spun!.cpuSeconds).toBeGreaterThan(0.25);
    expect(slept!.cpuSeconds).toBeLessThan(spun!.cpuSeconds! - 0.15);
    expect(spun!.machineBusy).toBeGreaterThan(0);
    expect(spun!.machineBusy).toBeLessThanOrEqual(1);
    const table = formatTable(results, 1, 0.5);
    expect(table.split("\n")[0]).toMatch(/cpu\s+machine busy$/);
    expect(table).toMatch(/^total\s+FAILED.*\s50%$/m);
  });

  it("runs a background stage at a lower CPU priority than the others", async () => {
    const niceness = node("console.log(require('node:os').getPriority())");
    const results = await runStages(
      [
        { name: "front", command: niceness },
        { name: "back", command: niceness, background: true },
      ],
      { slots: 2 },
    );
    const [front, back] = results.map((r) => Number(r.output.trim()));
    // 10 lower, as far as the system allows (19 is the lowest priority: npm test runs this file
    // itself niced).
    expect(back).toBe(Math.min(front! + 10, 19));
  });

  it("runs a background stage that starts with no other stage beside it at the run's priority", async () => {
    const niceness = node("console.log(require('node:os').getPriority())");
    const results = await runStages(
      [
        { name: "front", command: niceness },
        { name: "back", command: niceness, background: true, needs: ["front"] },
      ],
      { slots: 2 },
    );
    const [front, back] = results.map((r) => Number(r.output.trim()));
    expect(back).toBe(front);
  });

  it("runs independent stages side by side, never more than the slots, and dependents after", async () => {
    const log = join(dir, "log");
    writeFileSync(log, "");
    // "a" and "b" each wait until the other has started (they pass only when run side by side);
    // each stage logs its start and end.
    const stage = (name: string, waitFor?: string, needs?: string[]) => ({
      name,
      needs,
      command: node(
        `const fs=require("fs"),log=${JSON.stringify(log)};fs.appendFileSync(log,"start ${name}\\n");` +
          `const done=()=>{fs.appendFileSync(log,"end ${name}\\n")};const other=${JSON.stringify(waitFor ?? "")};` +
          `if(!other)done();else{const t=setInterval(()=>{if(fs.readFileSync(log,"utf8").includes("start "+other)){clearInterval(t);done()}},20);` +
          `setTimeout(()=>process.exit(9),20000).unref()}`,
      ),
    });
    const results = await runStages(
      [stage("a", "b"), stage("b", "a"), stage("c"), stage("d", undefined, ["a", "b"])],
      { slots: 2 },
    );
    expect(results.map((r) => `${r.name} ${r.status}`)).toEqual([
      "a passed",
      "b passed",
      "c passed",
      "d passed",
    ]);
    let running = 0;
    let most = 0;
    const ended = new Set<string>();
    for (const line of readFileSync(log, "utf8").trim().split("\n")) {
      const [what, name] = line.split(" ");
      if (what === "start") {
        running++;
        if (name === "d") expect([...ended]).toEqual(expect.arrayContaining(["a", "b"]));
      } else {
        running--;
        ended.add(name!);
      }
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
  }, 30_000);

  it("starts a stage that waits on others once they ended, even when one failed", async () => {
    const log = join(dir, "log");
    writeFileSync(log, "");
    const logged = (name: string, code = 0, delay = 0) =>
      node(
        `setTimeout(()=>{require("fs").appendFileSync(${JSON.stringify(log)},"${name}\\n");` +
          `process.exit(${code})},${delay})`,
      );
    const results = await runStages(
      [
        { name: "timed", command: logged("timed"), after: ["slow", "broken", "absent"] },
        { name: "slow", command: logged("slow", 0, 300) },
        { name: "broken", command: logged("broken", 2) },
      ],
      { slots: 3 },
    );
    expect(results.map((r) => `${r.name} ${r.status}`)).toEqual([
      "timed passed",
      "slow passed",
      "broken failed",
    ]);
    expect(readFileSync(log, "utf8").trim().split("\n").at(-1)).toBe("timed");
  });

  it("runs every check and the browser tests on the one build, and not the Lighthouse audit", () => {
    expect(STAGES.map((s) => s.name).sort()).toEqual(
      [
        "types:check",
        "validate",
        "images",
        "typecheck",
        "lint",
        "unit",
        "build",
        "e2e",
        "e2e:timing",
        "budgets",
        "check:dist",
        "new-block",
        "hosts",
      ].sort(),
    );
    // The audit is `npm run audit`, its own step in .ci/run (issue 42).
    expect(STAGES.some((s) => /\baudit\b|lighthouse|scale/.test(s.command))).toBe(false);
    for (const name of ["e2e", "e2e:timing", "budgets", "check:dist", "new-block", "hosts"])
      expect(STAGES.find((s) => s.name === name)!.needs).toEqual(["build"]);
    // The timing tests run alone, last, after every other stage.
    const timing = STAGES.find((s) => s.name === "e2e:timing")!;
    expect(timing.after?.sort()).toEqual(
      STAGES.filter((s) => s !== timing)
        .map((s) => s.name)
        .sort(),
    );
  });

  it("runs npm test, then the audit as its own step, in .ci/run", () => {
    const ci = readFileSync(join(root, ".ci/run"), "utf8");
    const steps = ci
      .split("\n")
      .filter((line) => /^(npm |phase ")/.test(line))
      .map((line) => line.trim());
    expect(steps).toEqual([
      "npm ci --no-audit --no-fund",
      'phase "npm ci"',
      "npm test 2>&1 | tee test-results/npm-test.log || status=$?",
      'phase "npm test"',
      "npm run audit || status=$?",
      'phase "npm run audit"',
    ]);
    expect(ci).toMatch(/\nexit "\$status"\n?$/);
  });

  it("exits non-zero from the command line when a stage fails, and prints the table", () => {
    // An npm that fails makes the stage fail without touching the project.
    writeFileSync(join(dir, "npm"), "#!/bin/sh\necho 'npm broke here' >&2\nexit 7\n", {
      mode: 0o755,
    });
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/cli/test.ts"), "types:check"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("npm broke here");
    expect(run.stdout).toMatch(/^types:check\s+failed/m);
    expect(run.stderr).toContain("npm test FAILED: types:check failed");
  });

  it("refuses a stage it does not have, and points the audit to npm run audit", () => {
    // An npm that would pass: nothing may run.
    writeFileSync(join(dir, "npm"), '#!/bin/sh\necho "ran $3"\n', { mode: 0o755 });
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/cli/test.ts"), "build", "audit"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("ran ");
    expect(run.stderr).toContain("npm test has no stage audit");
    expect(run.stderr).toContain("The Lighthouse audit is npm run audit.");
  });

  it("prints no passing stage's output, only its line and the table", () => {
    writeFileSync(join(dir, "npm"), '#!/bin/sh\necho "figures of $3"\n', { mode: 0o755 });
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/cli/test.ts"), "types:check", "validate"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain("figures of");
    expect(run.stdout).toMatch(/^✓ types:check passed/m);
    expect(run.stdout).toMatch(/^validate\s+passed/m);
    expect(run.stdout).toMatch(/^total\s+passed/m);
  });
});
