/** Each brand's art direction, by folder: which palette colours play which role, and the wordmark. */
import type { Art } from "./types.ts";
import art from "./art.json" with { type: "json" };

export const ART: Record<string, Art> = art;
