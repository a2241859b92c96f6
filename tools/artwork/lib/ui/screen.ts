// Every brand's screens by folder and file stem, and the domain a browser frame shows.
import type { Theme } from "../brand.ts";
import type { ScreenFn } from "./parts.ts";
import { BRAND_NAME_SCREENS } from "./screens-brand-name.ts";
import { ABILITI_SOUL_SCREENS } from "./screens-abiliti-soul.ts";
import { MOVA_MOENGAGE_SCREENS } from "./screens-mova-moengage.ts";
import { ATHEON_ABS_TARINI_SCREENS } from "./screens-atheon-abs-tarini.ts";
import { MOVAW_NATURE_CD_SCREENS } from "./screens-movaw-nature-cd.ts";

export const SCREENS: Record<string, ScreenFn> = {
  ...BRAND_NAME_SCREENS,
  ...ABILITI_SOUL_SCREENS,
  ...MOVA_MOENGAGE_SCREENS,
  ...ATHEON_ABS_TARINI_SCREENS,
  ...MOVAW_NATURE_CD_SCREENS,
};

export async function screen(t: Theme, stem: string): Promise<{ svg: string; bg: string }> {
  const fn = SCREENS[`${t.folder}/${stem}`];
  if (!fn) throw new Error(`no screen ${t.folder}/${stem}`);
  return fn(t);
}

export function domain(t: Theme): string {
  return (
    t.brief.brand
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z0-9]+/g, "") + ".com"
  );
}
