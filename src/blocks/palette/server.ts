/**
 * The palette's Node-side hooks (src/core/blocks/block-server.ts): the check that every swatch's
 * label is readable on its colour, which the component can only put on a plate when it is not.
 */
import { defineServer } from "../../core/blocks/block-server.ts";
import { LABEL_CONTRAST, bestLabelContrast } from "./contrast.ts";

/** 4.478… is "4.47", never rounded up to the limit it misses. */
const ratio = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

export default defineServer<"palette">({
  checks: [
    {
      code: "low-contrast",
      title: "A swatch label that is hard to read",
      hint: `Choose a label colour with more contrast against the swatch (${LABEL_CONTRAST}:1 or more).`,
      check: (block) =>
        block.colors.flatMap((color, c) => {
          const best = bestLabelContrast(color.hex);
          if (best >= LABEL_CONTRAST) return [];
          return [
            {
              pointer: `/colors/${c}/hex`,
              message: `The label on the ${color.name} swatch (${color.hex}) is hard to read: the best contrast is ${ratio(best)}:1, under ${LABEL_CONTRAST}:1.`,
            },
          ];
        }),
    },
  ],
});
