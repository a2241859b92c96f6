/**
 * `npm test`: every check as stages (scripts/checks/test-stages.ts), independent ones side by
 * side; `npm test -- unit lint` runs only those stages.
 */
import { runTestStages } from "../checks/test-stages.ts";

await runTestStages();
