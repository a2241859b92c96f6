/**
 * `npm test`: every check as stages, by wireit (scripts/checks/test-stages.ts); independent ones
 * side by side, fresh ones skipped; `npm test -- unit lint` runs only those stages.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runTestStages } from "../checks/test-stages.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
process.exitCode = await runTestStages(root, process.argv.slice(2));
