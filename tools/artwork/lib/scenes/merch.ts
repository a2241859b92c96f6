// Merchandise: the tote bag and the tee.
import { type Theme, symbolAt } from "../brand.ts";
import { g, circle, path, text, mix, darken, softShadow } from "../core.ts";
import { surface } from "../kit.ts";
import { tote } from "../objects.ts";

export async function toteScene(t: Theme, W: number, H: number): Promise<string> {
  const wall =
    t.folder === "ahh" ? mix(t.P("Turmeric"), t.light, 0.55) : mix(t.P("Sage"), t.light, 0.35);
  let s = surface(W, H, wall);
  s += circle(800, 120, 14, { fill: darken(wall, 0.3) });
  const print = t.folder === "ahh" ? t.P("Indigo") : t.P("Terracotta");
  s += tote(t, 520, 360, 560, 620, { fill: "#EAE3D2", print });
  s += path(`M 660 364 L 800 120 L 940 364`, {
    fill: "none",
    stroke: "#D6CDB8",
    "stroke-width": 0,
  });
  return s;
}

export async function merch(t: Theme, W: number, H: number): Promise<string> {
  const bg = t.P("Maximum Blue Purple");
  let s = surface(W, H, bg);
  // tee
  const tx = 200;
  const ty = 160;
  const tee = `M 150 0 Q 250 60 350 0 L 500 70 L 450 220 L 390 190 L 390 700 L 110 700 L 110 190 L 50 220 L 0 70 Z`;
  s += g(
    softShadow(40, 40, 440, 680, { blur: 30, dy: 24, opacity: 0.35 }) +
      path(tee, { fill: t.P("Chinese Black") }) +
      path("M 150 0 Q 250 60 350 0", {
        fill: "none",
        stroke: t.P("Gunmetal"),
        "stroke-width": 14,
      }) +
      symbolAt(t, 250, 300, 200, { bg: t.P("Chinese Black"), time: 0.3 }) +
      text("Drunken Scholar", 250, 470, {
        font: t.fontP,
        size: 44,
        weight: 700,
        anchor: "middle",
        fill: t.P("White"),
      }),
    { transform: `translate(${tx} ${ty}) scale(1.35)` },
  );
  // cap
  const cx = 1180;
  const cy = 420;
  s += softShadow(cx - 220, cy - 40, 440, 200, { blur: 30, dy: 30, opacity: 0.35 });
  s += path(
    `M ${cx - 200} ${cy + 60} C ${cx - 200} ${cy - 160} ${cx + 200} ${cy - 160} ${cx + 200} ${cy + 60} Z`,
    { fill: t.P("Steel Blue") },
  );
  s += path(
    `M ${cx - 200} ${cy + 60} Q ${cx - 40} ${cy + 90} ${cx + 200} ${cy + 60} Q ${cx + 320} ${cy + 80} ${cx + 360} ${cy + 130} Q ${cx + 120} ${cy + 150} ${cx - 200} ${cy + 60} Z`,
    { fill: darken(t.P("Steel Blue"), 0.25) },
  );
  s +=
    circle(cx, cy - 100, 12, { fill: t.P("Amber") }) +
    symbolAt(t, cx, cy - 10, 140, { bg: t.P("Steel Blue"), time: 0.3 });
  // coaster
  const kx = 1180;
  const ky = 900;
  s += softShadow(kx - 200, ky - 200, 400, 400, { r: 200, blur: 20, dy: 16, opacity: 0.3 });
  s +=
    circle(kx, ky, 200, { fill: t.P("Amber") }) +
    circle(kx, ky, 180, {
      fill: "none",
      stroke: t.P("Chinese Black"),
      "stroke-width": 4,
      "stroke-dasharray": "3 9",
    });
  s +=
    symbolAt(t, kx, ky - 30, 180, { mono: t.P("Chinese Black") }) +
    text("CLASS DISMISSED", kx, ky + 110, {
      font: t.fontS,
      size: 24,
      weight: 600,
      anchor: "middle",
      ls: 0.18,
      fill: t.P("Chinese Black"),
    });
  return s;
}
