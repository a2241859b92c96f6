// Device frames: a phone and a browser window around a designed screen.
import {
  g,
  rect,
  circle,
  path,
  text,
  f,
  nextId,
  lighten,
  linearGradient,
  liftShadow,
  roundedRectPath,
} from "../core.ts";

// ---------------------------------------------------------------- frames
/** Phone with screen content designed at 390pt width; returns full 750×1500-ish composition. */
export function phoneFrame(
  x: number,
  y: number,
  w: number,
  screen: string,
  o: { screenBg: string; dark?: boolean; rot?: number } = { screenBg: "#fff" },
): string {
  const h = w * 2.16;
  const bez = w * 0.035;
  const r = w * 0.14;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  const k = sw / 390;
  const id = nextId("ph");
  const body = o.dark === false ? "#D9DCE1" : "#17181B";
  const gid = nextId("pg");
  const inner =
    `<defs>${linearGradient(
      gid,
      [
        [0, lighten(body, 0.25)],
        [0.5, body],
        [1, lighten(body, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    rect(-w * 0.008, h * 0.2, w * 0.012, h * 0.06, { fill: body, rx: 2 }) +
    rect(-w * 0.008, h * 0.28, w * 0.012, h * 0.1, { fill: body, rx: 2 }) +
    rect(w - w * 0.004, h * 0.26, w * 0.012, h * 0.12, { fill: body, rx: 2 }) +
    path(roundedRectPath(0, 0, w, h, r), { fill: `url(#${gid})` }) +
    path(roundedRectPath(bez * 0.4, bez * 0.4, w - bez * 0.8, h - bez * 0.8, r - bez * 0.4), {
      fill: "#050506",
    }) +
    `<clipPath id="${id}"><path d="${roundedRectPath(bez, bez, sw, sh, r - bez)}"/></clipPath>` +
    g(
      rect(bez, bez, sw, sh, { fill: o.screenBg }) +
        g(screen, { transform: `translate(${f(bez)} ${f(bez)}) scale(${f(k)})` }),
      { "clip-path": `url(#${id})` },
    ) +
    path(roundedRectPath(w / 2 - w * 0.14, bez + 11 * k, w * 0.28, 30 * k, 15 * k), {
      fill: "#050506",
    });
  return g(liftShadow(0, 0, w, h, r, 1.4) + inner, {
    transform: `translate(${f(x)} ${f(y)})${o.rot ? ` rotate(${o.rot} ${f(w / 2)} ${f(h / 2)})` : ""}`,
  });
}

/** Browser window; screen content designed at 1440pt width. */
export function browserFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  url: string,
  screen: string,
  o: { screenBg: string; font: string },
): string {
  const bar = w * 0.034;
  const k = w / 1440;
  const id = nextId("bw");
  const r = w * 0.01;
  let s = liftShadow(0, 0, w, h, r, 1.2);
  s += path(roundedRectPath(0, 0, w, h, r), { fill: "#F1F2F4" });
  s += `<clipPath id="${id}"><rect x="0" y="${f(bar)}" width="${f(w)}" height="${f(h - bar)}"/></clipPath>`;
  s += g(
    rect(0, bar, w, h - bar, { fill: o.screenBg }) +
      g(screen, { transform: `translate(0 ${f(bar)}) scale(${f(k)})` }),
    { "clip-path": `url(#${id})` },
  );
  s += path(roundedRectPath(0, 0, w, h, r), {
    fill: "none",
    stroke: "#000",
    "stroke-opacity": 0.12,
    "stroke-width": 1.5,
  });
  ["#FF5F57", "#FEBC2E", "#28C840"].forEach(
    (c, i) => (s += circle(bar * 0.6 + i * bar * 0.55, bar / 2, bar * 0.17, { fill: c })),
  );
  s += path(roundedRectPath(w * 0.3, bar * 0.2, w * 0.4, bar * 0.6, bar * 0.3), {
    fill: "#FFFFFF",
  });
  s += text(url, w / 2, bar * 0.62, {
    font: "Inter",
    size: bar * 0.34,
    anchor: "middle",
    fill: "#5F6368",
  });
  s += circle(w * 0.3 + bar * 0.45, bar / 2, bar * 0.1, {
    fill: "none",
    stroke: "#9AA0A6",
    "stroke-width": 1.5,
  });
  return g(s, { transform: `translate(${f(x)} ${f(y)})` });
}
