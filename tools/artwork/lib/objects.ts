// Product and print objects drawn in brand colours: bottles, jars, boxes, cans, tins, pouches, cups, bags, tags…
// The parts live in lib/objects/.

export { floorShadow } from "./objects/base.ts";
export type { ObjOpts } from "./objects/base.ts";
export { bottle, jar, can, cup, beerBottle } from "./objects/bottles.ts";
export { box, tin, pouch } from "./objects/packs.ts";
export { tote, hangTag, bookCover } from "./objects/goods.ts";
