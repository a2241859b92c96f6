// What a scene is: a function drawing one still at a size (idx numbers the files of a series).
import type { Theme } from "../brand.ts";

export type Scene = (t: Theme, w: number, h: number, idx: number) => Promise<string>;
