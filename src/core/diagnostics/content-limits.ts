/**
 * The content lint's limits, shared by its checks (scripts/content/content-checks.ts) and the
 * catalogue of codes that describes them (codes.ts).
 */
export const TITLE_LENGTH = { min: 10, max: 70 };
export const DESCRIPTION_LENGTH = { min: 50, max: 170 };
