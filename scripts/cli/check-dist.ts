/**
 * `npm run check:dist`: the built site's links, fragments and HTML, and no editor code in it
 * (scripts/checks/dist.ts). Exits 1 on any problem.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { checkDist, dist } from "../checks/dist.ts";

if (!existsSync(join(dist, "_routes.json"))) {
  console.error(`${dist} has no build; run npm run build first.`);
  process.exit(1);
}
const problems = await checkDist();
if (problems.length) {
  console.error(problems.join("\n"));
  console.error(
    `${problems.length} problem${problems.length === 1 ? "" : "s"} in ${relative(process.cwd(), dist) || dist}.`,
  );
  process.exit(1);
}
console.log(
  "Every link and fragment resolves, every page is valid HTML, and no editor code is in it.",
);
