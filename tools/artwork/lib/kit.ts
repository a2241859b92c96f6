// Mock-up kit: reusable objects (cards, paper, devices parts, illustrations, patterns) drawn in brand colours.
// The parts live in lib/kit/.

export { placed, sheet, surface } from "./kit/surfaces.ts";
export { lines, pattern, button, boardCaption, star4, dotsGrid } from "./kit/marks.ts";
export { illo } from "./kit/illo.ts";
export { icon } from "./kit/icon.ts";
