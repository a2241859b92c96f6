/**
 * `npm run types`: writes the block union, the generated types, the registry and AUTHORING.md's
 * reference from the schemas (scripts/content/generate-types.ts). `--check` writes nothing and
 * exits 1 when any of them is stale (run by `npm test`).
 */
import { generateTypes } from "../content/generate-types.ts";

if (!(await generateTypes(process.argv.includes("--check")))) process.exitCode = 1;
