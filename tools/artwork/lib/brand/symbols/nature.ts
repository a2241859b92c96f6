/** Symbols from nature: plants, sun and moon, water, land. */
import { mix, isDark, g, path, circle, rect, line, poly, f, nextId, contrast } from "../../core.ts";
import { ease, easeOutBack, stage, pop } from "../motion.ts";
import type { SymFn } from "../types.ts";

export const NATURE: Record<string, SymFn> = {
  bonsai(t, o) {
    const p = o.p ?? 1;
    const moss = o.mono ?? t.P("Moss Green");
    const sage = o.mono ?? t.P("Sage");
    const terra = o.mono ?? t.P("Terracotta");
    const pot = o.mono ?? (o.bg && isDark(o.bg) ? t.light : t.P("Charcoal"));
    const sway = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 2 : 0;
    const trunkP = ease(stage(p, 0, 4, 0.4));
    const dome = (cx: number, cy: number, rx: number, ry: number, fill: string, i: number) => {
      const s = easeOutBack(stage(p, i, 4, 0.4));
      return pop(
        path(`M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 1 ${cx + rx} ${cy} Z`, { fill }),
        cx,
        cy,
        s,
        Math.min(1, s * 2),
      );
    };
    return (
      pop(path("M -52 66 H 52 L 40 92 H -40 Z", { fill: pot }), 0, 80, 0.5 + 0.5 * trunkP, trunkP) +
      path("M 2 66 C 0 40 -18 30 -14 10 C -10 -8 14 -14 10 -34", {
        fill: "none",
        stroke: terra,
        "stroke-width": 11,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(150 * trunkP)} 200`,
      }) +
      path("M -10 20 C -24 16 -34 10 -40 4", {
        fill: "none",
        stroke: terra,
        "stroke-width": 7,
        "stroke-linecap": "round",
        opacity: trunkP,
      }) +
      g(
        dome(-44, 8, 40, 26, sage, 1) +
          dome(40, -12, 38, 24, moss, 2) +
          dome(4 + sway, -40, 52, 32, moss === sage ? moss : mix(moss, sage, 0.25), 3),
        {},
      )
    );
  },
  sun(t, o) {
    const p = o.p ?? 1;
    const yel = o.mono ?? t.P("Sunshine");
    const coral = o.mono ?? t.P("Warm Coral");
    const ink = o.mono ? (o.bg ?? "#fff") : t.P("Ink");
    const rot = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 6 : 0;
    const a = easeOutBack(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    let rays = "";
    for (let i = 0; i < 7; i++) {
      const ang = Math.PI + (i / 6) * Math.PI;
      const r1 = 78;
      const r2 = 78 + 24 * b;
      rays += line(
        Math.cos(ang) * r1,
        40 + Math.sin(ang) * r1,
        Math.cos(ang) * r2,
        40 + Math.sin(ang) * r2,
        {
          stroke: coral,
          "stroke-width": 13,
          "stroke-linecap": "round",
          opacity: b > 0 ? 1 : 0,
        },
      );
    }
    return (
      g(rays, { transform: `rotate(${f(rot)} 0 40)` }) +
      pop(
        path("M -64 40 A 64 64 0 0 1 64 40 Z", { fill: yel }) +
          path("M -26 12 Q 0 36 26 12", {
            fill: "none",
            stroke: ink,
            "stroke-width": 8,
            "stroke-linecap": "round",
          }) +
          circle(-20, -6, 5.5, { fill: ink }) +
          circle(20, -6, 5.5, { fill: ink }),
        0,
        40,
        a,
      ) +
      line(-90, 40, 90, 40, {
        stroke: coral,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: o.mono ? 1 : 0,
      })
    );
  },
  drop(t, o) {
    const p = o.p ?? 1;
    const berry = o.mono ?? t.P("Berry");
    const spark = o.mono ? (o.bg ?? "#fff") : t.P("Milk");
    const a = easeOutBack(stage(p, 0, 2));
    const b = easeOutBack(stage(p, 1, 2));
    const tw = o.time !== undefined ? 0.85 + 0.15 * Math.sin(o.time * Math.PI * 4) : 1;
    const star = (cx: number, cy: number, r: number) =>
      path(
        `M ${cx} ${cy - r} Q ${cx} ${cy} ${cx + r} ${cy} Q ${cx} ${cy} ${cx} ${cy + r} Q ${cx} ${cy} ${cx - r} ${cy} Q ${cx} ${cy} ${cx} ${cy - r} Z`,
        { fill: spark },
      );
    return (
      pop(
        path("M 0 -92 C 34 -44 66 -8 66 32 A 66 66 0 0 1 -66 32 C -66 -8 -34 -44 0 -92 Z", {
          fill: berry,
        }),
        0,
        30,
        a,
      ) +
      pop(star(24, 26, 24), 24, 26, b * tw) +
      pop(circle(-8, 58, 6, { fill: spark, opacity: 0.8 }), -8, 58, b)
    );
  },
  lotus(t, o) {
    const p = o.p ?? 1;
    const saff = o.mono ?? t.P("Saffron");
    const pink = o.mono ?? t.P("Lotus");
    const petal = "M 0 66 C 38 24 38 -34 0 -80 C -38 -34 -38 24 0 66 Z";
    const breathe = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    return (
      g(path(petal, { fill: pink, opacity: o.mono ? 1 : 0.95 }), {
        transform: `rotate(${f(-(44 + breathe) * a)} 0 66)`,
        opacity: a,
      }) +
      g(path(petal, { fill: pink, opacity: o.mono ? 1 : 0.95 }), {
        transform: `rotate(${f((44 + breathe) * a)} 0 66)`,
        opacity: a,
      }) +
      pop(
        path(petal, { fill: saff, stroke: o.bg ?? "none", "stroke-width": o.bg ? 5 : 0 }),
        0,
        66,
        b,
      ) +
      path("M -70 84 Q 0 104 70 84", {
        fill: "none",
        stroke: saff,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(150 * c)} 200`,
      })
    );
  },
  "sun-moon"(t, o) {
    const p = o.p ?? 1;
    const yel = o.mono ?? t.P("Morning Yellow");
    const blue = o.mono ?? t.P("Midnight Blue");
    const cream = o.mono ? (o.bg ?? "#fff") : t.P("Cream");
    const rot = o.time !== undefined ? o.time * 360 : 0;
    const a = easeOutBack(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const id = nextId("mc");
    return pop(
      g(
        `<clipPath id="${id}"><circle cx="0" cy="0" r="84"/></clipPath>` +
          g(rect(-84, -84, 84, 168, { fill: yel }) + rect(0, -84, 84, 168, { fill: blue }), {
            "clip-path": `url(#${id})`,
          }) +
          g(
            circle(40, -4, 30, { fill: cream }) +
              circle(53, -14, 26, { fill: blue }) +
              circle(-40, 4, 18, {
                fill: o.mono ? cream : t.P("Cream"),
                opacity: o.mono ? 1 : 0.9,
              }),
            { opacity: b },
          ) +
          (o.mono
            ? circle(0, 0, 84, { fill: "none", stroke: o.mono, "stroke-width": 6 })
            : o.bg && contrast(o.bg, blue) < 1.6
              ? circle(0, 0, 86, { fill: "none", stroke: t.P("Cream"), "stroke-width": 5 })
              : ""),
        { transform: `rotate(${f(rot)})` },
      ),
      0,
      0,
      a,
    );
  },
  root(t, o) {
    const p = o.p ?? 1;
    const green = o.mono ?? t.P("Sprout");
    const deep = o.mono ?? t.P("Deep Green");
    const soil = o.mono ?? t.P("Soil");
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    const sway = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const leaf = (dir: number) =>
      path(
        `M 0 -22 C ${dir * 20} -40 ${dir * 56} -52 ${dir * 78} -44 C ${dir * 66} -14 ${dir * 30} -6 0 -22 Z`,
        { fill: dir < 0 ? deep : green },
      );
    return (
      line(-86, 18, 86, 18, {
        stroke: soil,
        "stroke-width": 7,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      path("M 0 18 L 0 -24", {
        stroke: deep,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      g(pop(leaf(-1), 0, -22, b) + pop(leaf(1), 0, -22, b), {
        transform: `rotate(${f(sway)} 0 18)`,
      }) +
      path(
        "M 0 18 C 2 44 -6 60 -2 90 M 0 30 C -18 40 -34 52 -44 74 M 0 34 C 18 44 34 58 40 80 M -24 46 C -34 50 -44 50 -56 46",
        {
          fill: "none",
          stroke: soil,
          "stroke-width": 5.5,
          "stroke-linecap": "round",
          "stroke-dasharray": `${f(90 * c)} 100`,
        },
      )
    );
  },
  mountain(t, o) {
    const p = o.p ?? 1;
    const canopy = o.mono ?? t.P("Canopy");
    const clay = o.mono ?? t.P("Clay");
    const river = o.mono ? (o.bg ?? "#fff") : t.P("River");
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = ease(stage(p, 2, 3, 0.4));
    const rise = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    return (
      pop(circle(36, -40 + rise, 28, { fill: clay }), 36, -40, b) +
      g(
        poly(
          [
            [-92, 64],
            [-20, -56],
            [18, 4],
            [40, -18],
            [96, 64],
          ],
          { fill: canopy, "stroke-linejoin": "round" },
        ),
        { transform: `translate(0 ${f((1 - a) * 40)})`, opacity: a },
      ) +
      path("M -20 64 C 0 48 30 52 18 64", {
        fill: "none",
        stroke: river,
        "stroke-width": 0,
        opacity: 0,
      }) +
      path("M -70 86 C -30 70 10 96 44 80 C 62 72 76 74 90 80", {
        fill: "none",
        stroke: o.mono ?? t.P("River"),
        "stroke-width": 9,
        "stroke-linecap": "round",
        "stroke-dasharray": `${f(190 * c)} 200`,
      })
    );
  },
  wave(t, o) {
    const p = o.p ?? 1;
    const ring = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Oat") : t.P("Deep Forest"));
    const amber = o.mono ?? t.P("Kombucha Amber");
    const id = nextId("wc");
    const ph = (o.time ?? 0) * Math.PI * 2;
    const lvl = 10 + (1 - ease(p)) * 90;
    let d = `M -90 ${lvl}`;
    for (let x = -90; x <= 90; x += 10) d += ` L ${x} ${f(lvl + Math.sin(x / 22 + ph) * 12)}`;
    d += " L 90 100 L -90 100 Z";
    return (
      `<clipPath id="${id}"><circle cx="0" cy="0" r="72"/></clipPath>` +
      g(path(d, { fill: amber }), { "clip-path": `url(#${id})` }) +
      circle(0, 0, 84, {
        fill: "none",
        stroke: ring,
        "stroke-width": 10,
        opacity: ease(Math.min(1, p * 2)),
      })
    );
  },
};
