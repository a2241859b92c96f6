/**
 * Our Work's Node-side hooks (src/core/blocks/block-server.ts): the head script that applies the
 * URL's filter before the first paint (query-script.ts), on every page that holds the listing.
 */
import { defineServer } from "../../core/blocks/block-server.ts";
import { workQueryScript } from "./query-script.ts";

export default defineServer<"portfolio">({
  headScript: ({ taxonomy }) => workQueryScript(taxonomy),
});
