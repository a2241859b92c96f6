/**
 * Our Work's head script (server.ts gives it to the build): before the first paint it reads the
 * query string and marks <html data-work-query="service:content">, which the first frame's CSS
 * (first-frame.ts) shows. A module of its own, sharing only names (params.ts) with the component.
 */
import type { ClientTaxonomy } from "../../core/client-site-data.ts";
import type { FilterMode } from "./filter.ts";
import { QUERY_PARAM, UNKNOWN_MARK, WORK_QUERY_ATTR } from "./params.ts";

const MODES: FilterMode[] = ["service", "industry"];

/** Lower-cased ids and aliases → canonical id, per mode (ids win over aliases, as in filter.ts). */
export function lookupTable(taxonomy: ClientTaxonomy): Record<FilterMode, Record<string, string>> {
  const table = { service: {}, industry: {} } as Record<FilterMode, Record<string, string>>;
  for (const mode of MODES) {
    const categories = mode === "service" ? taxonomy.services : taxonomy.industries;
    for (const category of categories) table[mode][category.id.toLowerCase()] = category.id;
    for (const category of categories)
      for (const alias of category.aliases ?? []) table[mode][alias.toLowerCase()] ??= category.id;
  }
  return table;
}

/**
 * The head script's source: selectionFromSearch's rules (industry wins unless blank; ids and
 * aliases ignore case and surrounding spaces; an unknown id selects nothing) in plain ES5, so it
 * runs before the first paint on any browser. tests/unit/src/blocks/portfolio/first-frame.test.ts
 * checks it against selectionFromSearch.
 */
export function workQueryScript(taxonomy: ClientTaxonomy): string {
  const table = JSON.stringify(lookupTable(taxonomy));
  const params = JSON.stringify(QUERY_PARAM);
  return `(function(){try{var t=${table},q=${params},p=new URLSearchParams(location.search);function m(mode){var v=p.get(q[mode]);if(v===null)return;v=v.trim().toLowerCase();if(!v)return;var own=Object.prototype.hasOwnProperty.call(t[mode],v);return mode+":"+(own?t[mode][v]:${JSON.stringify(UNKNOWN_MARK)})}var k=m("industry")||m("service");if(k)document.documentElement.setAttribute(${JSON.stringify(WORK_QUERY_ATTR)},k)}catch(e){}})();\n`;
}
