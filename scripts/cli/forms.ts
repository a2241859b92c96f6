/**
 * `npm run forms`: reads the leads the collector stored (scripts/forms/cli.ts).
 */
import { runFormsCli } from "../forms/cli.ts";

const result = runFormsCli(process.argv.slice(2));
if (result.out) process.stdout.write(result.out + "\n");
if (result.err) process.stderr.write(result.err + "\n");
process.exitCode = result.code;
