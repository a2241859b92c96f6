import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatTable, runStage } from "../../../../scripts/checks/stages.ts";
import { readStages } from "../../../../scripts/checks/test-stages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const node = (code: string) => `"${process.execPath}" -e ${JSON.stringify(code)}`;
const testCli = join(root, "scripts/cli/test.ts");
const stageCli = join(root, "scripts/cli/stage.ts");

describe("a stage of npm test", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "stages-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a failing stage's output and exit code, and the table says FAILED", async () => {
    const broken = await runStage(
      "broken",
      node("console.error('type error in x.ts'); process.exit(3)"),
      { cwd: dir },
    );
    expect([broken.status, broken.code]).toEqual(["failed", 3]);
    expect(broken.output).toContain("type error in x.ts");
    const record = JSON.parse(readFileSync(join(dir, "test-results/stages/broken.json"), "utf8"));
    expect(record).toMatchObject({ name: "broken", status: "failed", code: 3 });
    const table = formatTable([broken, { ...broken, name: "other", status: "fresh" }], {
      startedAt: broken.startedAt,
      seconds: 1,
    });
    expect(table).toMatch(/^total\s+FAILED/m);
    expect(table).toMatch(/^other\s+fresh$/m);
  });

  it("counts its own CPU seconds, its children's included, apart from the clock", async () => {
    // 0.3 s of CPU (not of the clock: the machine may be busy) in a child process, then exit 4;
    // and a stage that only sleeps.
    const spin = node(
      "const { execFileSync } = require('node:child_process');" +
        "execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300000);']);" +
        "process.exit(4)",
    );
    const spun = await runStage("spin", spin, { cwd: dir });
    const slept = await runStage("sleep", node("setTimeout(() => {}, 300)"), { cwd: dir });
    expect([spun.status, spun.code]).toEqual(["failed", 4]);
    expect(spun.cpuSeconds).toBeGreaterThan(0.25);
    expect(slept.cpuSeconds).toBeLessThan(spun.cpuSeconds! - 0.15);
    expect(spun.machineBusy).toBeGreaterThan(0);
    expect(spun.machineBusy).toBeLessThanOrEqual(1);
    const table = formatTable([spun, slept], { startedAt: spun.startedAt, seconds: 1, busy: 0.5 });
    expect(table.split("\n")[0]).toMatch(/cpu\s+machine busy$/);
    expect(table).toMatch(/^total\s+FAILED.*\s50%$/m);
  });
});

describe("npm test's stages (package.json's wireit section)", () => {
  const stages = readStages(root);
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    wireit: Record<string, { dependencies?: string[] }>;
  };

  it("runs every check and the browser tests on the one build, and not the Lighthouse audit", () => {
    expect(stages.map((s) => s.name).sort()).toEqual(
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
    expect(stages.some((s) => /\baudit\b|lighthouse|scale/.test(s.command))).toBe(false);
    for (const name of ["e2e", "e2e:timing", "budgets", "check:dist", "new-block", "hosts"])
      expect(stages.find((s) => s.name === name)!.needs).toEqual(["build"]);
    for (const stage of stages) {
      expect(pkg.scripts[`stage:${stage.name}`]).toBe("wireit");
      // Run and recorded by the stage CLI, under its own name.
      expect(stage.command.startsWith(`tsx scripts/cli/stage.ts ${stage.name} '`)).toBe(true);
    }
    // Beside the browser tests: every stage but the build, the browser tests and the timing tests,
    // which run alone once the others have ended (scripts/checks/test-stages.ts).
    expect(pkg.wireit["stages:beside-e2e"]!.dependencies!.sort()).toEqual(
      stages
        .filter((s) => !["build", "e2e", "e2e:timing"].includes(s.name))
        .map((s) => `stage:${s.name}`)
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

  it("refuses a stage it does not have, and points the audit to npm run audit", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", testCli, "build", "audit"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("Running");
    expect(run.stderr).toContain("npm test has no stage audit");
    expect(run.stderr).toContain("The Lighthouse audit is npm run audit.");
  });
});

describe("npm test on a project of its own (real wireit)", () => {
  let dir: string;
  const stage = (name: string, command: string, deps: string[] = []) => ({
    command: `"${process.execPath}" --import tsx ${stageCli} ${name} '${command}'`,
    dependencies: deps.map((d) => `stage:${d}`),
    files: [`${name}.txt`],
    output: [],
  });
  /** Each stage reads its own <name>.txt (b needs a) and fails while it says "fail". */
  function project() {
    const config = {
      "stage:a": stage("a", "node check.cjs a"),
      "stage:b": stage("b", "node check.cjs b", ["a"]),
      "stage:c": stage("c", "node check.cjs c"),
    };
    writeFileSync(
      join(dir, "check.cjs"),
      `const name = process.argv[2];
      const text = require("node:fs").readFileSync(name + ".txt", "utf8");
      if (text.includes("fail")) { console.log(name + " broke here"); process.exit(5); }
      console.log("figures of " + name);`,
    );
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({
        name: "stages-fixture",
        private: true,
        scripts: Object.fromEntries(Object.keys(config).map((k) => [k, "wireit"])),
        wireit: config,
      }),
    );
    for (const name of ["a", "b", "c"]) writeFileSync(join(dir, `${name}.txt`), `${name} 1`);
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  }
  const npmTest = (...only: string[]) => {
    // The CLI's own root is the project's: run its function on the fixture instead.
    const script = `import { runTestStages } from ${JSON.stringify(join(root, "scripts/checks/test-stages.ts"))};
      process.exitCode = await runTestStages(${JSON.stringify(dir)}, ${JSON.stringify(only)});`;
    const env = { ...process.env, CI: "" };
    return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: dir,
      encoding: "utf8",
      env,
    });
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "wireit-"));
    project();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("skips a stage whose inputs did not change, and runs it and what needs it when one did", () => {
    const first = npmTest("b");
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^a\s+passed/m);
    expect(first.stdout).toMatch(/^b\s+passed/m);
    // A passing stage's output is not printed, only its line.
    expect(first.stdout).not.toContain("figures of");
    expect(first.stdout).toMatch(/^✓ b passed/m);

    const second = npmTest("b");
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/^a\s+fresh$/m);
    expect(second.stdout).toMatch(/^b\s+fresh$/m);

    writeFileSync(join(dir, "a.txt"), "a 2");
    const third = npmTest("b");
    expect(third.status).toBe(0);
    expect(third.stdout).toMatch(/^a\s+passed/m);
    expect(third.stdout).toMatch(/^b\s+passed/m);

    writeFileSync(join(dir, "b.txt"), "b 2");
    const fourth = npmTest("b");
    expect(fourth.stdout).toMatch(/^a\s+fresh$/m);
    expect(fourth.stdout).toMatch(/^b\s+passed/m);
  }, 60_000);

  it("fails with the failing stage's output and the table, and runs it again next time", () => {
    writeFileSync(join(dir, "c.txt"), "fail");
    const failed = npmTest("c");
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("c broke here");
    expect(failed.stdout).toMatch(/^c\s+failed/m);
    expect(failed.stdout).toMatch(/^──── what failed in c, then its last lines/m);
    expect(failed.stderr).toContain("npm test FAILED: c failed");
    // Not remembered as passed: the same inputs run again, and fail again.
    const again = npmTest("c");
    expect(again.status).toBe(1);
    expect(again.stdout).toMatch(/^c\s+failed/m);
    writeFileSync(join(dir, "c.txt"), "fixed");
    expect(npmTest("c").status).toBe(0);
  }, 60_000);
});
