/**
 * Routes and aliases across documents: each address belongs to one page. Documents that failed
 * the schema still claim their routes, so one broken page does not make every link to it an
 * error too.
 */
import type { SiteDocument } from "../../src/generated/schema.ts";
import type { Reporter } from "./document.ts";
import type { JsonSource } from "./json-source.ts";
import type { RouteTable } from "../../src/core/routes.ts";
import { kindOf } from "./validators.ts";

export interface RouteClaim {
  file: string;
  source: JsonSource;
  route: string;
  aliases: string[];
}

/** The addresses a page document claims, read leniently so even a broken document keeps them. */
export function routeClaimOf(file: string, source: JsonSource): RouteClaim | undefined {
  const value = (source.value ?? source.lenientValue) as
    { route?: unknown; aliases?: unknown; $schema?: unknown } | undefined;
  if (
    !value ||
    typeof value.route !== "string" ||
    kindOf(value) === "site" ||
    kindOf(value) === "taxonomy"
  )
    return undefined;
  const aliases = Array.isArray(value.aliases)
    ? value.aliases.filter((a): a is string => typeof a === "string")
    : [];
  return { file, source, route: value.route, aliases };
}

/**
 * The route table from every claim, reporting an address claimed twice at each of its claims.
 * The first claim of an address wins it.
 */
export function routeTableOf(
  claims: RouteClaim[],
  site: SiteDocument | undefined,
  report: Reporter,
): { table: RouteTable; everyAddress: string[] } {
  const owners = new Map<string, { doc: RouteClaim; pointer: string }[]>();
  for (const claim of claims) {
    const addresses: [string, string][] = [
      [claim.route, "/route"],
      ...claim.aliases.map((a, i): [string, string] => [a, `/aliases/${i}`]),
    ];
    for (const [address, pointer] of addresses)
      owners.set(address, [...(owners.get(address) ?? []), { doc: claim, pointer }]);
  }
  const table: RouteTable = { routes: [], aliases: {}, families: site?.routeFamilies ?? [] };
  for (const [address, claimants] of owners) {
    if (claimants.length > 1) {
      for (const { doc, pointer } of claimants) {
        const others = claimants
          .filter((o) => o.doc !== doc || o.pointer !== pointer)
          .map((o) => (o.doc === doc ? `this document (${o.pointer})` : o.doc.file));
        report.add(
          doc,
          pointer,
          `The address ${address} is also used by ${others.join(" and ")}. Every page needs its own address; change one of them.`,
          { code: "duplicate-route" },
        );
      }
    }
    const first = claimants[0]!;
    if (first.pointer === "/route") table.routes.push(address);
    else table.aliases[address] = first.doc.route;
  }
  return { table, everyAddress: [...owners.keys()] };
}
