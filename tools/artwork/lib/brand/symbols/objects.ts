/** Symbols of things and characters: a globe, a speech bubble, a tin, incense smoke, a book, a gnome, an owl. */
import {
  mix,
  lighten,
  isDark,
  text,
  g,
  path,
  circle,
  rect,
  line,
  f,
  nextId,
  linearGradient,
  roundedRectPath,
} from "../../core.ts";
import { ease, easeOutBack, stage, pop } from "../motion.ts";
import type { SymFn } from "../types.ts";

export const OBJECTS: Record<string, SymFn> = {
  globe(t, o) {
    const p = o.p ?? 1;
    const stroke = o.mono ?? "url(#goldGrad)";
    const defs = o.mono
      ? ""
      : `<defs>${linearGradient(
          "goldGrad",
          [
            [0, t.gradient?.from ?? t.a1],
            [0.55, mix(t.gradient?.from ?? t.a1, t.gradient?.to ?? t.a1, 0.5)],
            [1, t.gradient?.to ?? t.a1],
          ],
          0,
          0,
          1,
          1,
        )}</defs>`;
    const spin = o.time !== undefined ? Math.cos(o.time * Math.PI * 2) : 1;
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const lines =
      circle(0, 0, 86, { fill: "none", stroke, "stroke-width": 5 }) +
      g(
        `<ellipse cx="0" cy="0" rx="${f(Math.abs(44 * spin) + 0.5)}" ry="86" fill="none" stroke="${stroke}" stroke-width="3"/>` +
          line(0, -86, 0, 86, { stroke, "stroke-width": 3 }) +
          line(-86, 0, 86, 0, { stroke, "stroke-width": 3 }) +
          path("M -74 -43 Q 0 -33 74 -43 M -74 43 Q 0 53 74 43", {
            fill: "none",
            stroke,
            "stroke-width": 3,
          }),
        { opacity: 0.55 },
      );
    const bgc = o.bg ?? "#000";
    const mono = text("GA", 0, 30, {
      font: t.fontP,
      size: 92,
      weight: 600,
      anchor: "middle",
      fill: stroke,
      extra: {
        stroke: bgc,
        "stroke-width": 10,
        "paint-order": "stroke",
        "stroke-linejoin": "round",
      },
    });
    return defs + pop(lines, 0, 0, 0.6 + 0.4 * a, a) + pop(mono, 0, 0, 0.8 + 0.2 * b, b);
  },
  chat(t, o) {
    const p = o.p ?? 1;
    const blue = o.mono ?? t.a1;
    const pink = o.mono ? (o.bg ?? "#fff") : t.a2;
    const a = easeOutBack(stage(p, 0, 2));
    return (
      pop(
        path(roundedRectPath(-84, -72, 168, 120, 46) + " M -50 40 L -66 82 L -12 46 Z", {
          fill: blue,
        }),
        0,
        0,
        a,
      ) +
      [0, 1, 2]
        .map((i) => {
          const s = easeOutBack(stage(p, 0.6 + i * 0.2, 2.2));
          const bob = o.time !== undefined ? Math.sin((o.time - i * 0.15) * Math.PI * 2) * 6 : 0;
          return pop(circle(-38 + i * 38, -12 - bob, 13, { fill: pink }), -38 + i * 38, -12, s);
        })
        .join("")
    );
  },
  smoke(t, o) {
    const p = o.p ?? 1;
    const stick = o.mono ?? t.P("Sandalwood");
    const ember = o.mono ?? t.P("Ember");
    const smoke = o.mono ?? (o.bg && isDark(o.bg) ? t.P("Ash") : t.P("Ember"));
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const w = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 8 : 0;
    return (
      line(-38, 92, 8, -4, {
        stroke: stick,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: a,
      }) +
      line(-44, 104, -36, 88, {
        stroke: o.mono ?? t.P("Smoke Plum"),
        "stroke-width": 10,
        "stroke-linecap": "round",
        opacity: a && !o.mono ? 0 : a,
      }) +
      circle(8, -4, 8, { fill: ember, opacity: a }) +
      path(
        `M 8 -14 C 40 -34 ${-20 + w} -52 10 -70 C 34 -84 ${40 + w} -58 26 -50 C 14 -44 ${4 + w} -66 22 -92`,
        {
          fill: "none",
          stroke: smoke,
          "stroke-width": 7,
          "stroke-linecap": "round",
          "stroke-dasharray": `${f(260 * b)} 300`,
        },
      )
    );
  },
  tin(t, o) {
    const p = o.p ?? 1;
    const mint = o.mono ?? t.P("Ice Mint");
    const teal = o.mono ? (o.bg ?? "#fff") : t.P("Deep Teal");
    const rings = [88, 72, 58];
    return rings
      .map((r, i) => {
        const s = easeOutBack(stage(p, i, 3, 0.5));
        if (o.mono)
          return pop(
            circle(0, 0, r - 3, { fill: "none", stroke: mint, "stroke-width": i === 0 ? 8 : 4 }),
            0,
            0,
            s,
          );
        return pop(
          circle(0, 0, r, { fill: i === 1 ? teal : i === 0 ? mint : lighten(mint, 0.55) }),
          0,
          0,
          s,
        );
      })
      .join("");
  },
  gnome(t, o) {
    const p = o.p ?? 1;
    const red = o.mono ?? t.P("Gnome Red");
    const gold = o.mono ?? t.P("Hop Gold");
    const foam = o.mono ? (o.bg ?? "#fff") : t.P("Foam");
    const skin = o.mono ? (o.bg ?? "#fff") : "#E9B48C";
    const tilt = o.time !== undefined ? Math.sin(o.time * Math.PI * 2) * 5 : 0;
    const a = ease(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    const ring = circle(0, 0, 92, {
      fill: "none",
      stroke: gold,
      "stroke-width": 9,
      "stroke-dasharray": `${f(580 * a)} 600`,
      transform: "rotate(-90)",
    });
    const beard = path("M -44 8 C -50 48 -26 80 0 84 C 26 80 50 48 44 8 Z", {
      fill: foam,
      stroke: o.mono ? o.mono : "none",
      "stroke-width": o.mono ? 6 : 0,
    });
    const nose = circle(0, 16, 12, { fill: o.mono ? o.mono : mix(skin, red, 0.35) });
    const face = rect(-36, 0, 72, 18, { fill: skin, rx: 6 });
    const hat = path("M -52 6 L 52 6 L 14 -84 Q 6 -94 0 -84 Z", { fill: red });
    return (
      ring +
      pop(face + beard + nose, 0, 40, b) +
      g(pop(hat, 0, 6, c), { transform: `rotate(${f(tilt)} 0 6)` })
    );
  },
  book(t, o) {
    const p = o.p ?? 1;
    const gold = o.mono ?? t.P("Antique Gold");
    const a = ease(stage(p, 0, 2));
    const b = ease(stage(p, 1, 2));
    const open = 0.25 + 0.75 * a;
    const page = (dir: number) =>
      g(
        path(
          `M 0 -40 Q ${dir * -40} -62 ${dir * -88} -48 L ${dir * -88} 52 Q ${dir * -40} 38 0 58 Z`,
          { fill: "none", stroke: gold, "stroke-width": 6, "stroke-linejoin": "round" },
        ) +
          [0, 1, 2]
            .map((i) =>
              path(
                `M ${dir * -16} ${-20 + i * 22} Q ${dir * -44} ${-34 + i * 22} ${dir * -72} ${-26 + i * 22}`,
                { fill: "none", stroke: gold, "stroke-width": 3.5, opacity: b },
              ),
            )
            .join(""),
        {
          transform: `scale(${f(open)} 1)`,
        },
      );
    return (
      page(1) +
      page(-1) +
      line(0, -40, 0, 58, { stroke: gold, "stroke-width": 5 }) +
      pop(path("M -8 -74 L 0 -92 L 8 -74 L 0 -64 Z", { fill: gold }), 0, -78, b)
    );
  },
  owl(t, o) {
    const p = o.p ?? 1;
    const body = o.mono ?? t.P("Steel Blue");
    const belly = o.mono ? (o.bg ?? "#fff") : t.P("Maximum Blue Purple");
    const white = o.mono ? (o.bg ?? "#fff") : t.P("White");
    const black = o.mono ?? t.P("Chinese Black");
    const amber = o.mono ?? t.P("Amber");
    const green = o.mono ?? t.P("Inchworm");
    const lid = o.mono ?? t.P("Lavender Magenta");
    const time = o.time ?? 0.3;
    // blink around t=0.5
    const blink = Math.max(0, 1 - Math.abs(time - 0.5) / 0.04);
    const swing = Math.sin(time * Math.PI * 2) * 16;
    const a = easeOutBack(stage(p, 0, 3, 0.4));
    const b = easeOutBack(stage(p, 1, 3, 0.4));
    const c = easeOutBack(stage(p, 2, 3, 0.4));
    const eye = (x: number, look: number, half: boolean) => {
      const cid = nextId("eye");
      const lidY = Math.min(30, 4 + (half ? 6 : -30) + blink * 34);
      return (
        circle(x, 4, 25, { fill: white }) +
        circle(x + look, 8, 11, { fill: black }) +
        circle(x + look + 4, 4, 3.5, { fill: white }) +
        // eyelid: the tipsy one droops
        `<clipPath id="${cid}"><circle cx="${x}" cy="4" r="25"/></clipPath>` +
        (half || blink > 0
          ? g(rect(x - 27, -24, 54, lidY + 24, { fill: lid }), { "clip-path": `url(#${cid})` })
          : "") +
        circle(x, 4, 25, { fill: "none", stroke: amber, "stroke-width": 6 })
      );
    };
    const owl =
      path("M -62 -22 L -70 -62 L -34 -44 Z M 62 -22 L 70 -62 L 34 -44 Z", { fill: body }) +
      `<ellipse cx="0" cy="26" rx="70" ry="72" fill="${body}"/>` +
      `<ellipse cx="0" cy="50" rx="40" ry="42" fill="${belly}" opacity="${o.mono ? 1 : 0.9}"/>` +
      path("M -16 58 q 8 8 16 0 q 8 8 16 0 M -22 74 q 8 8 16 0 q 8 8 16 0 q 8 8 16 0", {
        fill: "none",
        stroke: body,
        "stroke-width": 3.5,
        opacity: 0.7,
      }) +
      path("M -24 96 l -6 10 M -16 96 l 0 12 M 16 96 l 0 12 M 24 96 l 6 10", {
        stroke: amber,
        "stroke-width": 5,
        "stroke-linecap": "round",
      });
    const face =
      eye(-28, 5, false) + eye(28, -3, true) + path("M -9 26 L 9 26 L 0 42 Z", { fill: amber });
    const cap = g(
      path("M -36 -60 L 36 -60 L 30 -44 L -30 -44 Z", {
        fill: black,
        stroke: o.mono ? (o.bg ?? "#fff") : green,
        "stroke-width": 3,
      }) +
        path("M -78 -72 L 0 -98 L 78 -72 L 0 -48 Z", {
          fill: green,
          stroke: black,
          "stroke-width": 3,
          "stroke-linejoin": "round",
        }) +
        circle(0, -73, 5, { fill: amber }) +
        g(
          line(0, -73, 58, -66, { stroke: amber, "stroke-width": 4 }) +
            line(58, -66, 58, -30, { stroke: amber, "stroke-width": 4 }) +
            rect(52, -32, 12, 20, { fill: amber, rx: 3 }),
          {
            transform: `rotate(${f(swing)} 58 -66)`,
          },
        ),
      { transform: "rotate(-10 0 -70)" },
    );
    return pop(owl, 0, 100, a) + pop(face, 0, 10, b) + pop(cap, 0, -70, c);
  },
};
