/**
 * `tsx scripts/cli/stage.ts <name> '<command>'`: one stage of `npm test`, as wireit runs it
 * (package.json's `wireit` section). Prints one line when it passes, its whole output when it
 * fails; records it for npm test's table (scripts/checks/stages.ts); exits with its exit code.
 */
import { runStage } from "../checks/stages.ts";

const [name, command] = process.argv.slice(2);
if (!name || !command) {
  console.error("usage: tsx scripts/cli/stage.ts <name> '<command>'");
  process.exit(2);
}
// wireit runs it in the package's folder: the project's root.
const result = await runStage(name, command, { cwd: process.cwd() });
const seconds = `${result.seconds.toFixed(1)} s`;
if (result.status === "passed") {
  console.log(`✓ ${name} passed (${seconds})`);
} else {
  console.log(`✗ ${name} failed (${seconds})`);
  console.log(`\n──── output of ${name} (exit ${result.code}) ────`);
  console.log(result.output.trimEnd());
  console.log(`──── end of ${name} ────\n`);
}
process.exitCode = result.code ?? 1;
