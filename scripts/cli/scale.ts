/**
 * `npm run scale` (the second half of `npm run audit`): validates and builds 100 and 1,000
 * synthetic case studies (scripts/audit/scale.ts). SCALE_SIZES=100,1000 changes the sizes.
 */
import { runScaleTest } from "../audit/scale.ts";
import { loadServers } from "../../src/core/blocks/block-server.ts";
import { definitions } from "../../src/render/definitions.ts";

runScaleTest(
  (process.env.SCALE_SIZES || "100,1000").split(",").map(Number),
  await loadServers(definitions),
);
