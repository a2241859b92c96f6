// Scene compositions for every asset kind: banners, logo boards, palettes, type specimens,
// device showcases and application mock-ups.
// One file per scene family in lib/scenes/.

export { renderStill } from "./scenes/render.ts";
