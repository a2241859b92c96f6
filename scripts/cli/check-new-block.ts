/**
 * `npm run check:new-block`: a new block type, with a default and a content check, is one folder
 * (scripts/checks/new-block.ts, CONTRIBUTING.md). Exits 1 on any failure.
 */
import { checkNewBlock } from "../checks/new-block.ts";

if (!checkNewBlock()) process.exitCode = 1;
