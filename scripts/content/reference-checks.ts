/**
 * The checks across documents on what the schema pass collected (`x-kind` values): every asset
 * exists inside public/, every route and internal link goes to a page, every link is safe, and
 * every taxonomy id (in blocks and in ?filter= / ?industry= links) is in pages/taxonomy.json,
 * whose ids and aliases must be unique.
 */
import type { TaxonomyDocument } from "../../src/generated/schema.ts";
import { didYouMean } from "./diagnostics.ts";
import type { AssetStatus, ParsedDocument, Reporter } from "./document.ts";
import { resolvePath, type RouteTable } from "../../src/core/routes.ts";
import { capitalize, lastSegment } from "./schema-errors.ts";

const SAFE_SCHEMES = /^(https:|mailto:|tel:)/i;

/** Only root-relative paths, fragments, https:, mailto: and tel: may appear in documents. */
export function linkProblem(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed !== href)
    return `The link ${JSON.stringify(href)} has spaces around it; remove them.`;
  if (href.startsWith("//"))
    return `The link ${JSON.stringify(href)} leaves the site without a scheme. Write it as https://${href.slice(2)}.`;
  if (href.startsWith("/") || href.startsWith("#")) return undefined;
  if (SAFE_SCHEMES.test(href)) {
    if (/^https:/i.test(href) && !/^https:\/\/[^/\s]+/i.test(href))
      return `The link ${JSON.stringify(href)} is not a complete https:// address.`;
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme)
    return `Links may only use https:, mailto: or tel:, or be a path on this site such as /work. ${JSON.stringify(scheme + ":")} is not allowed.`;
  return `The link ${JSON.stringify(href)} must start with / (a path on this site), https:, mailto: or tel:.`;
}

const LINK_CHECKED_QUERY: Record<string, "services" | "industries"> = {
  filter: "services",
  industry: "industries",
};

export interface ReferenceInput {
  /** Every document that parsed, valid or not: a broken document's links are checked too. */
  documents: ParsedDocument[];
  taxonomy: ParsedDocument<TaxonomyDocument> | undefined;
  table: RouteTable;
  /** Every address claimed, for "Did you mean". */
  everyAddress: string[];
  assetStatus: (publicPath: string) => AssetStatus;
  report: Reporter;
}

/** Reports every reference that goes nowhere, leaves the site unsafely or names no taxonomy id. */
export function checkReferences({
  documents,
  taxonomy,
  table,
  everyAddress,
  assetStatus,
  report,
}: ReferenceInput): void {
  const serviceIds = new Set<string>();
  const industryIds = new Set<string>();
  const linkIds = { services: new Set<string>(), industries: new Set<string>() };
  if (taxonomy) {
    for (const [listName, ids] of [
      ["services", serviceIds],
      ["industries", industryIds],
    ] as const) {
      const seenIds = new Map<string, number>();
      taxonomy.value[listName].forEach((cat, i) => {
        for (const [id, pointer] of [
          [cat.id, `/${listName}/${i}/id`],
          ...(cat.aliases ?? []).map((a, j) => [a, `/${listName}/${i}/aliases/${j}`]),
        ] as const) {
          if (seenIds.has(id))
            report.add(
              taxonomy,
              pointer,
              `The id "${id}" is already used in ${listName} (entry ${seenIds.get(id)}). Ids and aliases must be unique.`,
              { code: "duplicate-id" },
            );
          seenIds.set(id, i);
          linkIds[listName].add(id);
        }
        ids.add(cat.id);
      });
    }
  }

  for (const doc of documents) {
    for (const ref of doc.refs) {
      const what = refLabel(doc, ref.pointer);
      switch (ref.kind) {
        case "asset": {
          const status = assetStatus(ref.value);
          if (status === "unsafe" || status === "outside") {
            report.add(
              doc,
              ref.pointer,
              `${ref.value} is not a safe asset path. Use a plain path under public/ such as /media/acme/banner.png (no "..", backslashes, encoded dots or links that leave the project).`,
              { code: "unsafe-asset" },
            );
          } else if (status === "active") {
            report.add(
              doc,
              ref.pointer,
              `${ref.value} is an SVG that holds more than a drawing (a script, an event attribute, embedded HTML or a link to another file). Export it again as plain shapes and text.`,
              { code: "active-svg" },
            );
          } else if (status === "missing") {
            report.add(
              doc,
              ref.pointer,
              `The file public${ref.value} does not exist. Add it, or fix the path.`,
              { code: "missing-asset" },
            );
          }
          break;
        }
        case "route": {
          if (resolvePath(ref.value, table).kind !== "page") {
            const guess = didYouMean(ref.value, everyAddress);
            report.add(
              doc,
              ref.pointer,
              `${what} of ${doc.file} points to ${ref.value}, but no page has that route.${guess ? ` Did you mean ${guess}?` : ""}`,
              { code: "unknown-route" },
            );
          }
          break;
        }
        case "link":
        case "endpoint": {
          const problem = linkProblem(ref.value);
          if (problem) {
            report.add(doc, ref.pointer, problem, { code: "unsafe-link" });
            break;
          }
          if (!ref.value.startsWith("/")) break;
          if (ref.kind === "endpoint") break; // served by the form collector, not a page
          const url = new URL(ref.value, "https://site.invalid");
          if (resolvePath(url.pathname, table).kind !== "page") {
            const guess = didYouMean(url.pathname, everyAddress);
            report.add(
              doc,
              ref.pointer,
              `The link ${ref.value} goes to no page.${guess ? ` Did you mean ${guess}?` : ""}`,
              { code: "unknown-route" },
            );
            break;
          }
          for (const [param, listName] of Object.entries(LINK_CHECKED_QUERY)) {
            const id = url.searchParams.get(param);
            if (id !== null && taxonomy && !linkIds[listName].has(id)) {
              const guess = didYouMean(id, linkIds[listName]);
              report.add(
                doc,
                ref.pointer,
                `The link ${ref.value} filters by ${param} "${id}", which is no ${listName === "services" ? "service" : "industry"} id or alias in pages/taxonomy.json.${guess ? ` Did you mean "${guess}"?` : ""}`,
                { code: "unknown-taxonomy-id" },
              );
            }
          }
          break;
        }
        case "service-id":
        case "industry-id": {
          const ids = ref.kind === "service-id" ? serviceIds : industryIds;
          if (taxonomy && !ids.has(ref.value)) {
            const guess = didYouMean(ref.value, ids);
            report.add(
              doc,
              ref.pointer,
              `"${ref.value}" is not a${ref.kind === "service-id" ? " service" : "n industry"} id in pages/taxonomy.json.${guess ? ` Did you mean "${guess}"?` : ` Use one of: ${[...ids].join(", ")}.`}`,
              { code: "unknown-taxonomy-id" },
            );
          }
          break;
        }
      }
    }
  }
}

function refLabel(doc: ParsedDocument, pointer: string): string {
  const last = lastSegment(pointer);
  if (doc.kind === "page" && (last === "next" || last === "previous")) return capitalize(last);
  if (last === "fallback") return "The fallback";
  return `"${last}"`;
}
