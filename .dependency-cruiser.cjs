/**
 * The house's layers, checked by `npm run lint` (dependency-cruiser): data flows one way, from
 * the documents through the model to the renderer and the app, and code imports only its own
 * layer or those below it. Lowest first:
 *
 *   core     src/core, src/generated, src/forms: types, tokens, pure helpers, the generated schema types
 *   ui       src/ui: shared components and hooks (images, links, marquee, video, page context)
 *   blocks   src/blocks/<type>: one folder per block type; no block imports another
 *   render   src/render: the registry and the renderer, which map a block's type to its folder
 *   site     src/site: the chrome (header, footer, search, menu) and the app shell
 *   app      src/app: the entries (browser, server, hydration) and the dev catalogue
 *
 * The Node side (scripts/: load, validate, prerender, serve, the dev plugin, the form collector;
 * tools/; tests/) may import any of them, with two exceptions: scripts/ reaches a block type only
 * through its definition (src/render/definitions.ts, or the folder's block.ts, whose `server`
 * loads its Node-side hooks), never the rest of its folder; and it never imports the editor's UI.
 * Nothing under src/ imports the Node side.
 */
const LAYERS = [
  ["core", "^src/(core|generated|forms)/"],
  ["ui", "^src/ui/"],
  ["blocks", "^src/blocks/"],
  ["render", "^src/render/"],
  ["site", "^src/site/"],
  ["app", "^src/app/"],
];

const upward = LAYERS.flatMap(([name, path], index) =>
  LAYERS.slice(index + 1).map(([above, abovePath]) => ({
    name: `${name}-not-to-${above}`,
    comment: `${name} (${path}) is below ${above} (${abovePath}): move what both need down to ${name} or below.`,
    severity: "error",
    from: { path },
    to: { path: abovePath },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A file imports itself through others: split out what both need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: "no-block-to-block",
      comment:
        "A block type's folder is self-contained: share through src/ui or src/core, not another block.",
      severity: "error",
      from: { path: "^src/blocks/([^/]+)/" },
      to: { path: "^src/blocks/", pathNot: "^src/blocks/$1/" },
    },
    {
      name: "no-src-to-node-side",
      comment:
        "The site's code never imports the Node side (scripts/), the artwork tools or the tests.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(scripts|tools|tests)/" },
    },
    {
      name: "no-node-side-to-block-internals",
      comment:
        "The Node side reaches a block type only through its definition (src/render/definitions.ts or its block.ts): move what scripts/ needs into the type's Node-side hooks (its server.ts, see src/core/blocks/block-server.ts) or down to src/core.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^src/blocks/[^/]+/", pathNot: "^src/blocks/[^/]+/block\\.ts$" },
    },
    {
      name: "no-node-side-to-editor",
      comment:
        "The Node side never imports the editor's UI (src/app/editor/): move what both need to src/core.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^src/app/editor/" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to no file.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^(virtual:|node:)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Scratch space, git-ignored: the editor's end-to-end tests write a Vite cache there while
    // lint runs beside them, and a file that vanishes mid-scan failed the lint.
    exclude: { path: "^tests/\\.tmp/" },
    // Type-only imports count: a type is a dependency of the layer that declares it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
