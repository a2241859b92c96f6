/**
 * What the Node side asks of a block type beyond its definition, kept in the type's folder
 * (src/blocks/<type>/server.ts) and loaded by its definition's `server` (define-block.ts): the
 * validator runs its checks, the build writes its head script and its form's thank-you page, the
 * form collector reads its form's posts by its rules. The browser never loads it, and it imports
 * no React and no emotion, so the Node side loads it cheaply. Like a definition, its fields are
 * written once for the blocks B of the type, and read with B erased (never) by the code that
 * handles every type.
 */
import type { Block, TaxonomyDocument } from "../../generated/schema.ts";
import type { BlockOf, BlockType } from "../types.ts";

/**
 * A problem in a block that its schema cannot say, reported as a warning (a block's checks
 * never stop the build; the schema is for what must hold). Its code, title and hint join the
 * catalogue of codes (diagnostics/codes.ts) in AUTHORING.md; the code must be new to the catalogue.
 */
export interface BlockCheck<B extends Block> {
  /** Stable name of the problem, reported as the diagnostic's code ("low-contrast"). */
  code: string;
  /** What it means, in the catalogue. */
  title: string;
  /** What usually fixes it, in the author's words. */
  hint: string;
  /** Each problem in the block: a JSON pointer inside the block, and what to say. */
  check: (block: B) => { pointer: string; message: string }[];
}

/**
 * The form a block shows, as the form collector (scripts/forms) receives it. Posted without
 * JavaScript, it is answered with its thank-you page, which the build prerenders.
 */
export interface BlockForm<B extends Block> {
  /** Its name: it posts to /api/forms/<name>, checked by schema/forms/<name>.schema.json. */
  name: string;
  /** The thank-you page's words, from the site's first block of the type ("Thank you! …"). */
  thanks: (block: B) => string;
  /** Makes what a post without JavaScript sends what the form sends with it (in place). */
  prepare?: (fields: Record<string, unknown>) => void;
  /** A field's own message for a problem the schema found (ajv's keyword), if it has one. */
  message?: (field: string, keyword: string) => string | undefined;
  /** How a list field is stored: one text per field. */
  joinList?: (items: readonly string[]) => string;
}

/** What a head script is written from: the site's documents. */
export interface HeadScriptInput {
  taxonomy: TaxonomyDocument;
}

/** A page's two neighbours in the case studies' Previous/Next chain, as routes. */
export interface ChainLinks {
  previous: string;
  next: string;
}

/**
 * A block that links its page into the chain of case studies (Previous/Next), one per page: the
 * validator checks that neighbours point at each other (scripts/content/content-checks.ts), the
 * scaffold links a new case study in (scripts/content/new-case-study.ts), the scale test chains
 * its synthetic ones (scripts/audit/scale.ts).
 */
export interface BlockChain<B extends Block> {
  /** The block's neighbours. */
  links: (block: B) => ChainLinks;
  /** Where each neighbour is written in the block, as a JSON pointer inside it ("/next"). */
  at: Readonly<Record<keyof ChainLinks, string>>;
  /** A new block that links its page between these neighbours. */
  make: (links: ChainLinks) => B;
}

export interface BlockServerFields<B extends Block> {
  /** Problems the block's data can have beyond its schema (scripts/content/content-checks.ts). */
  checks?: BlockCheck<B>[];
  /**
   * A small classic script that the pages holding the block run in their head, before the
   * first paint (the build writes it once, as a hashed file: scripts/prerender/head-scripts.ts).
   */
  headScript?: (site: HeadScriptInput) => string;
  /** The form the block shows, if it posts one to the collector. */
  form?: BlockForm<B>;
  /** How the block links its page into the case studies' chain, if it does. */
  chain?: BlockChain<B>;
}

export type BlockServer<T extends BlockType> = BlockServerFields<BlockOf<T>>;

/** A block type's Node-side hooks with its type erased (see the top of this file). */
export type AnyBlockServer = BlockServerFields<never>;

/** Every block type's Node-side hooks, by type, for the types that have them. */
export type BlockServers = Readonly<Record<string, AnyBlockServer>>;

/** Declares a block type's Node-side hooks; the type parameter types its blocks. */
export function defineServer<T extends BlockType>(server: BlockServer<T>): BlockServer<T> {
  return server;
}

/**
 * Loads the Node-side hooks of every block type that has them, from the definitions the caller
 * passes (src/render/definitions.ts).
 */
export async function loadServers(
  definitions: Readonly<
    Record<string, { type: string; server?: () => Promise<{ default: AnyBlockServer }> }>
  >,
): Promise<BlockServers> {
  const loaded = await Promise.all(
    Object.values(definitions).map(async (definition) =>
      definition.server ? ([[definition.type, (await definition.server()).default]] as const) : [],
    ),
  );
  return Object.fromEntries(loaded.flat());
}

/** Every block type's checks, each with the type whose blocks it checks. */
export function blockChecks(servers: BlockServers): { type: string; check: BlockCheck<never> }[] {
  return Object.entries(servers).flatMap(([type, server]) =>
    (server.checks ?? []).map((check) => ({ type, check })),
  );
}

/** The block type that links pages into the chain of case studies (BlockChain), if any has. */
export function chainOf(
  servers: BlockServers,
): { type: string; chain: BlockChain<never> } | undefined {
  for (const [type, server] of Object.entries(servers))
    if (server.chain) return { type, chain: server.chain };
  return undefined;
}

/** A page's chain link: the first of its blocks of the chain's type, its index and neighbours. */
export function chainLinkOf(
  blocks: readonly Block[],
  servers: BlockServers,
): { index: number; links: ChainLinks; at: BlockChain<never>["at"] } | undefined {
  const found = chainOf(servers);
  if (!found) return undefined;
  const index = blocks.findIndex((block) => block.type === found.type);
  if (index < 0) return undefined;
  return { index, links: found.chain.links(blocks[index] as never), at: found.chain.at };
}
