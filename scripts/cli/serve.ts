/**
 * `npm start`: builds when the sources changed since the last build, then serves dist/ on PORT
 * (default 4173, HOST default 0.0.0.0) with scripts/serve/site-server.ts. `--no-build` serves
 * dist/ as it is; `--rebuild` always builds first.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { outDir } from "../content/paths.ts";
import { createSiteServer, ensureBuilt } from "../serve/site-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = outDir(root);
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || "0.0.0.0";

ensureBuilt(root, dist, process.argv.slice(2));
createSiteServer({ dist, formsDir: process.env.FORMS_DATA_DIR }).listen(port, host, () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
