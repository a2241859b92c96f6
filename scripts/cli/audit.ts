/**
 * `npm run lighthouse` (and the first half of `npm run audit`): Lighthouse at its stock
 * settings on eight pages and a static text page (scripts/audit/lighthouse.ts; docs/testing.md).
 */
import { runAudit } from "../audit/lighthouse.ts";

await runAudit();
