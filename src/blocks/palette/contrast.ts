/**
 * Whether a swatch's label reads on its fill: the rule the component draws by (a label that
 * does not read sits on a plate) and the check that warns the author (server.ts). Pure.
 */
import { contrastRatio } from "../../core/design/color.ts";
import { colors } from "../../core/design/tokens.ts";

/** WCAG AA for the swatch labels (normal-size text). */
export const LABEL_CONTRAST = 4.5;

/** The label's two colours: the ink, or white. */
export const LABEL_COLORS = { dark: colors.ink, light: "#ffffff" } as const;

/** The better contrast a label reaches on the fill, in the ink or in white. */
export function bestLabelContrast(fill: string): number {
  return Math.max(contrastRatio(fill, LABEL_COLORS.dark), contrastRatio(fill, LABEL_COLORS.light));
}

/** Whether dark or light text reaches WCAG AA on the fill. */
export const readable = (fill: string): boolean => bestLabelContrast(fill) >= LABEL_CONTRAST;
