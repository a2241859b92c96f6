/** Geometric symbols: arches, bars, circles, chevrons, tiles, gems, brackets, weaves. */
import {
  lighten,
  isDark,
  g,
  path,
  circle,
  rect,
  line,
  poly,
  f,
  roundedRectPath,
} from "../../core.ts";
import { ease, easeOutBack, stage, pop } from "../motion.ts";
import type { SymFn } from "../types.ts";

export const GEOMETRIC: Record<string, SymFn> = {
  arch(t, o) {
    const p = o.p ?? 1;
    const teal = o.mono ?? (o.bg && !isDark(o.bg) ? t.a1 : lighten(t.a1, 0.15));
    const coral = o.mono ?? t.a2;
    const a = ease(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const len = Math.PI * 62;
    return (
      path("M -62 82 A 62 62 0 0 1 62 82", {
        fill: "none",
        stroke: teal,
        "stroke-width": 30,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(len * a)} ${f(len + 10)}`,
      }) + pop(circle(0, -40, 22, { fill: coral }), 0, -40, b)
    );
  },
  bars(t, o) {
    const p = o.p ?? 1;
    const c1 = o.mono ?? (o.bg && isDark(o.bg) ? lighten(t.a1, 0.2) : t.a1);
    const c3 = o.mono ?? t.a2;
    const hs = [70, 115, 160];
    return [0, 1, 2]
      .map((i) => {
        const s = ease(stage(p, i, 3, 0.4));
        const h = hs[i]! * s;
        return path(roundedRectPath(-78 + i * 56, 82 - h, 42, Math.max(h, 0.01), 21), {
          fill: i === 2 ? c3 : c1,
          opacity: i === 0 && !o.mono ? 0.75 : 1,
        });
      })
      .join("");
  },
  "odd-circles"(t, o) {
    const p = o.p ?? 1;
    const ink = o.mono ?? (o.bg && isDark(o.bg) ? t.light : t.dark);
    const red = o.mono ?? t.a1;
    const d = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 14 : 0;
    const s1 = easeOutBack(stage(p, 0, 2));
    const s2 = easeOutBack(stage(p, 1, 2));
    return (
      pop(circle(-28 - d, 10, 58, { fill: ink }), -28, 10, s1) +
      pop(circle(30 + d, -12, 58, { fill: red, opacity: o.mono ? 1 : 0.92 }), 30, -12, s2) +
      (o.mono
        ? pop(
            circle(30 + d, -12, 58, { fill: "none", stroke: o.bg ?? "#fff", "stroke-width": 6 }),
            30,
            -12,
            s2,
          )
        : "")
    );
  },
  chevron(t, o) {
    const p = o.p ?? 1;
    const lime = o.mono ?? t.a1;
    const nudge = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 10 : 0;
    return [0, 1]
      .map((i) => {
        const s = ease(stage(p, i, 2, 0.3));
        const x = -50 + i * 62 + (1 - s) * -40 + (i ? nudge : nudge * 0.5);
        return path(`M ${x - 30} -62 L ${x + 30} 0 L ${x - 30} 62`, {
          fill: "none",
          stroke: lime,
          "stroke-width": 32,
          "stroke-linejoin": "miter",
          "stroke-linecap": "butt",
          opacity: s * (i === 0 && !o.mono ? 0.55 : 1),
        });
      })
      .join("");
  },
  hex(t, o) {
    const p = o.p ?? 1;
    const cyan = o.mono ?? t.P("Nano Cyan");
    const blue = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Lab White") : t.P("Quantum Blue"));
    const pts: [number, number][] = [];
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 3;
      pts.push([Math.cos(a) * 84, Math.sin(a) * 84]);
    }
    const a = ease(stage(p, 0, 3, 0.4));
    const pulse = o.time !== undefined ? 1 + 0.25 * Math.sin(o.time * Math.PI * 2) : 1;
    let s = poly(pts, {
      fill: "none",
      stroke: cyan,
      "stroke-width": 6,
      "stroke-linejoin": "round",
      opacity: a,
    });
    s += pts
      .filter((_, i) => i % 2 === 0)
      .map(([x, y]) =>
        line(0, 0, x * ease(stage(p, 1, 3, 0.4)), y * ease(stage(p, 1, 3, 0.4)), {
          stroke: blue,
          "stroke-width": 5,
          opacity: 0.9,
        }),
      )
      .join("");
    s += pts
      .map(([x, y], i) =>
        pop(
          circle(x, y, 12, { fill: cyan }),
          x,
          y,
          easeOutBack(stage(p, 1 + i / 6, 3, 0.4)) * (i % 2 ? 1 : pulse),
        ),
      )
      .join("");
    s += pop(circle(0, 0, 18, { fill: blue }), 0, 0, easeOutBack(stage(p, 2, 3, 0.4)) * pulse);
    return s;
  },
  blocks(t, o) {
    const p = o.p ?? 1;
    const navy = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Concrete") : t.P("Steel Navy"));
    const brick = o.mono ?? t.P("Brick");
    const yel = o.mono ?? t.P("Safety Yellow");
    const gap = o.mono ? 6 : 0;
    const drop = (i: number) => (1 - ease(stage(p, i, 3, 0.3))) * -60;
    const op = (i: number) => ease(stage(p, i, 3, 0.3));
    const win = o.mono ? (o.bg ?? "#fff") : lighten(navy, 0.35);
    let windows = "";
    for (let i = 0; i < 5; i++) windows += rect(-62 + i * 26, 46, 14, 18, { fill: win });
    return (
      g(rect(-80, 28, 160, 62, { fill: navy, rx: 4 }) + windows, {
        transform: `translate(0 ${f(drop(0))})`,
        opacity: op(0),
      }) +
      g(rect(-58, -28 + gap / 2, 116, 56 - gap, { fill: brick, rx: 4 }), {
        transform: `translate(0 ${f(drop(1))})`,
        opacity: op(1),
      }) +
      g(rect(-20, -86 + gap / 2, 70, 58 - gap, { fill: yel, rx: 4 }), {
        transform: `translate(0 ${f(drop(2))})`,
        opacity: op(2),
      })
    );
  },
  "star-tile"(t, o) {
    const p = o.p ?? 1;
    const indigo = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Ivory") : t.P("Indigo Dye"));
    const terra = o.mono ?? t.P("Terracotta");
    const ivory = o.mono ? (o.bg ?? "#fff") : t.P("Ivory");
    const mustard = o.mono ?? t.P("Mustard");
    const star = (r: number, fill: string) =>
      rect(-r, -r, 2 * r, 2 * r, { fill }) +
      rect(-r, -r, 2 * r, 2 * r, { fill, transform: "rotate(45)" });
    const rot = o.time !== undefined ? o.time * 90 : 0;
    const a = easeOutBack(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    return (
      g(pop(star(66, indigo), 0, 0, a), { transform: `rotate(${f(rot)})` }) +
      pop(star(40, o.mono ? ivory : terra), 0, 0, b) +
      pop(circle(0, 0, 18, { fill: o.mono ? indigo : ivory }), 0, 0, c) +
      [0, 1, 2, 3]
        .map((i) => {
          const ang = Math.PI / 4 + (i * Math.PI) / 2;
          return pop(
            circle(Math.cos(ang) * 100, Math.sin(ang) * 100, 7, { fill: mustard }),
            Math.cos(ang) * 100,
            Math.sin(ang) * 100,
            c,
          );
        })
        .join("")
    );
  },
  gem(t, o) {
    const p = o.p ?? 1;
    const champ = o.mono ?? (o.bg && !isDark(o.bg) ? t.P("Emerald") : t.P("Champagne"));
    const a = ease(p);
    const glint = o.time !== undefined ? Math.max(0, Math.sin(o.time * Math.PI * 2)) : 0;
    const sw = 5;
    const dash = (len: number) => ({ "stroke-dasharray": `${f(len * a)} ${f(len + 5)}` });
    const sx = o.time !== undefined ? 0.75 + 0.25 * Math.abs(Math.cos(o.time * Math.PI)) : 1;
    const body =
      path("M -34 -58 L 34 -58 L 76 -20 L 0 74 L -76 -20 Z", {
        fill: "none",
        stroke: champ,
        "stroke-width": sw,
        "stroke-linejoin": "round",
        ...dash(440),
      }) +
      path(
        "M -76 -20 L 76 -20 M -34 -58 L -16 -20 L 0 -58 L 16 -20 L 34 -58 M -16 -20 L 0 74 L 16 -20",
        {
          fill: "none",
          stroke: champ,
          "stroke-width": sw * 0.7,
          "stroke-linejoin": "round",
          ...dash(600),
        },
      );
    const star = (cx: number, cy: number, r: number) =>
      path(
        `M ${cx} ${cy - r} Q ${cx} ${cy} ${cx + r} ${cy} Q ${cx} ${cy} ${cx} ${cy + r} Q ${cx} ${cy} ${cx - r} ${cy} Q ${cx} ${cy} ${cx} ${cy - r} Z`,
        { fill: champ },
      );
    return (
      g(body, { transform: `scale(${f(sx)} 1)` }) +
      (glint > 0.02 ? pop(star(58, -62, 22), 58, -62, glint) : "")
    );
  },
  "code-dot"(t, o) {
    const p = o.p ?? 1;
    const green = o.mono ?? t.P("Acid Green");
    const coral = o.mono ?? t.P("Hot Coral");
    const a = ease(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const bounce = o.time !== undefined ? -Math.abs(Math.sin(o.time * Math.PI * 2)) * 18 : 0;
    const spread = 30 * (1 - a);
    return (
      path(`M ${-32 + spread} -54 L ${-86 + spread} 0 L ${-32 + spread} 54`, {
        fill: "none",
        stroke: green,
        "stroke-width": 20,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        opacity: a,
      }) +
      path(`M ${32 - spread} -54 L ${86 - spread} 0 L ${32 - spread} 54`, {
        fill: "none",
        stroke: green,
        "stroke-width": 20,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        opacity: a,
      }) +
      pop(circle(0, bounce, 20, { fill: coral }), 0, 0, b)
    );
  },
  weave(t, o) {
    const p = o.p ?? 1;
    const ind = o.mono ?? t.P("Indigo");
    const red = o.mono ?? t.P("Madder Red");
    const gap = o.mono ? (o.bg ?? "#fff") : t.P("Khadi");
    const bw = 34;
    const pos = [-56, 0, 56];
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    let s = "";
    // vertical bands (red)
    for (const x of pos) s += rect(x - bw / 2, -84, bw, 168 * a, { fill: red, rx: 4 });
    // horizontal bands (indigo) with a gap outline so the interlace reads
    for (const y of pos)
      s += rect(-84, y - bw / 2, 168 * b, bw, { fill: ind, rx: 4, stroke: gap, "stroke-width": 5 });
    // re-draw vertical over horizontal on alternating crossings
    pos.forEach((x, i) =>
      pos.forEach((y, j) => {
        if ((i + j) % 2 === 0 && b > 0.5)
          s += rect(x - bw / 2, y - bw / 2 - 4, bw, bw + 8, {
            fill: red,
            stroke: gap,
            "stroke-width": 5,
          });
      }),
    );
    return s;
  },
};
