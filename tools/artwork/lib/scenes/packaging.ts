// Packaging: the product line-up, takeaway cups and labels.
import { type Theme, lockup } from "../brand.ts";
import {
  g,
  rect,
  path,
  text,
  nextId,
  mix,
  lighten,
  darken,
  linearGradient,
  liftShadow,
} from "../core.ts";
import { placed, pattern, surface } from "../kit.ts";
import {
  bottle,
  jar,
  box,
  can,
  tin,
  pouch,
  cup,
  beerBottle,
  hangTag,
  floorShadow,
} from "../objects.ts";

export async function packaging(t: Theme, W: number, H: number): Promise<string> {
  const F = t.folder;
  const wall =
    F === "pik" ? t.P("Frost White") : mix(t.light, t.a1, F === "abiliti-aids" ? 0.35 : 0.18);
  const floor = darken(wall, 0.08);
  let s = surface(W, H, wall, { floor, floorAt: 0.72 });
  const fy = H * 0.86;
  switch (F) {
    case "abiliti-aids":
      s += await box(t, 220, fy, 560, 640, 200, {
        face: t.P("Care Teal"),
        accent: t.P("Sunrise Coral"),
        name: "Walking Aid Kit",
        sub: "Adjustable · Foldable",
      });
      s += await box(t, 880, fy + 20, 440, 480, 160, {
        face: t.P("Soft Sand"),
        accent: t.P("Care Teal"),
        name: "Grip & Reach",
        sub: "Daily-living set",
      });
      break;
    case "skintastic":
      s += await box(t, 240, fy, 300, 560, 120, {
        face: t.P("Milk"),
        accent: t.P("Berry"),
        name: "Night Serum",
        sub: "30 ml",
      });
      s += await bottle(t, 760, fy, 700, {
        name: "Night Serum",
        body: t.P("Berry"),
        sub: "NIACINAMIDE + OAT",
      });
      s += await jar(t, 1180, fy, 560, {
        name: "Cloud Cream",
        sub: "Moisturiser 50 ml",
        body: t.P("Blush"),
        accent: t.P("Berry"),
      });
      break;
    case "cense": {
      const tube = async (cx: number, c: string, n: string) => {
        const w = 150;
        const top = fy - 620;
        const id = nextId("tb");
        return (
          floorShadow(cx, fy, w * 1.2) +
          `<defs>${linearGradient(
            id,
            [
              [0, darken(c, 0.2)],
              [0.4, lighten(c, 0.12)],
              [1, darken(c, 0.25)],
            ],
            0,
            0,
            1,
            0,
          )}</defs>` +
          rect(cx - w / 2, top, w, fy - top, { fill: `url(#${id})`, rx: 8 }) +
          rect(cx - w / 2 - 4, top - 40, w + 8, 60, { fill: darken(c, 0.3), rx: 8 }) +
          rect(cx - w / 2, top + 140, w, 300, { fill: t.P("Ash") }) +
          text("Cense", cx, top + 230, {
            font: t.fontP,
            size: 52,
            weight: 700,
            anchor: "middle",
            fill: t.P("Smoke Plum"),
          }) +
          text(n.toUpperCase(), cx, top + 290, {
            font: t.fontS,
            size: 20,
            weight: 700,
            anchor: "middle",
            ls: 0.14,
            fill: t.P("Ember"),
          }) +
          text("20 STICKS", cx, top + 410, {
            font: t.fontS,
            size: 16,
            weight: 500,
            anchor: "middle",
            ls: 0.2,
            fill: mix(t.P("Smoke Plum"), t.P("Ash"), 0.3),
          })
        );
      };
      s += await tube(330, t.P("Smoke Plum"), "Sandalwood");
      s += await tube(540, t.P("Ember"), "Vetiver");
      s += await jar(t, 1060, fy, 720, {
        name: "Amber Dusk",
        sub: "Soy candle",
        flame: true,
        body: t.P("Smoke Plum"),
        label: t.P("Ash"),
      });
      break;
    }
    case "pik":
      s += await tin(t, 420, fy - 40, 560, {
        name: "Ice Mint",
        body: t.P("Ice Mint"),
        strength: 2,
      });
      s += await tin(t, 1180, fy - 40, 560, {
        name: "Citrus Chill",
        body: t.P("Citrus"),
        strength: 3,
      });
      s += await tin(t, 800, fy + 60, 600, {
        name: "Deep Freeze",
        body: t.P("Deep Teal"),
        strength: 4,
      });
      break;
    case "tarini": {
      const bx = 330;
      const bw = 720;
      const tissue =
        rect(0, 0, 700, 460, { fill: "#FBF7EE" }) +
        pattern(t, 0, 0, 700, 460, {
          bg: "#FBF7EE",
          size: 90,
          mono: mix("#FBF7EE", t.P("Terracotta"), 0.35),
        });
      s += placed(120, fy - 470, 700, 460, tissue, { rot: -12, shadow: 0.6 });
      s += await box(t, bx, fy, bw, 360, 300, {
        face: t.P("Ivory"),
        accent: t.P("Terracotta"),
        lid: t.P("Indigo Dye"),
        side: darken(t.P("Ivory"), 0.15),
      });
      s += g(
        pattern(t, bx, fy - 360, bw, 360, {
          bg: t.P("Ivory"),
          size: 110,
          mono: mix(t.P("Ivory"), t.P("Indigo Dye"), 0.2),
        }),
        { opacity: 0.9 },
      );
      s += rect(bx + bw * 0.2, fy - 300, bw * 0.6, 200, { fill: t.P("Ivory") });
      s += await lockup(t, bx + bw * 0.2, fy - 300, bw * 0.6, 200, {
        bg: t.P("Ivory"),
        layout: "stack",
      });
      s += path(
        `M ${bx + 210} ${fy - 360} L ${bx + 210 + 210} ${fy - 360 - 135} M ${bx + bw - 210} ${fy - 360} L ${bx + bw - 210 + 210} ${fy - 360 - 135}`,
        { stroke: t.P("Mustard"), "stroke-width": 12 },
      );
      s += g(
        liftShadow(0, 0, 120, 200, 10) +
          (await hangTag(t, 120, 200, {
            fill: t.P("Mustard"),
            name: "Tarini",
            back: true,
            sub: "With love",
          })),
        { transform: `translate(${bx + bw + 80} ${fy - 330}) rotate(14)` },
      );
      s += path(
        `M ${bx + bw} ${fy - 340} Q ${bx + bw + 60} ${fy - 380} ${bx + bw + 140} ${fy - 320}`,
        { fill: "none", stroke: t.P("Mustard"), "stroke-width": 4 },
      );
      break;
    }
    case "mool":
      s += await pouch(t, 420, fy, 640, {
        name: "Red Rice",
        sub: "1 kg · Single-origin",
        accent: t.P("Soil"),
      });
      s += await pouch(t, 1180, fy, 640, {
        name: "Foxtail Millet",
        sub: "500 g · Stone-ground",
        accent: t.P("Deep Green"),
      });
      s += await pouch(t, 800, fy + 40, 700, {
        name: "Toor Dal",
        sub: "1 kg · Unpolished",
        accent: t.P("Sprout"),
      });
      break;
    case "ggsm":
      s += await can(t, 460, fy, 720, { name: "Ginger Amber", body: t.P("Kombucha Amber") });
      s += await can(t, 1140, fy, 720, { name: "Hibiscus Berry", body: t.P("Berry") });
      s += await can(t, 800, fy + 40, 760, { name: "Sage & Lime", body: t.P("Sage") });
      break;
    default:
      s += await box(t, 500, fy, 600, 600, 200, {});
  }
  return s;
}

export async function cups(t: Theme, W: number, H: number): Promise<string> {
  const wall = t.P("Latte");
  let s = surface(W, H, wall, { floor: mix(wall, t.P("Espresso"), 0.25), floorAt: 0.75 });
  const fy = H * 0.88;
  s += cup(t, 480, fy, 620, {
    body: t.P("Cream"),
    sleeve: t.P("Espresso"),
    accent: t.P("Espresso"),
  });
  s += cup(t, 1120, fy, 620, {
    body: t.P("Cream"),
    sleeve: t.P("Midnight Blue"),
    accent: t.P("Midnight Blue"),
  });
  s += cup(t, 800, fy + 40, 500, {
    body: t.P("Morning Yellow"),
    sleeve: t.P("Espresso"),
    accent: t.P("Cream"),
  });
  return s;
}

export async function labels(t: Theme, W: number, H: number): Promise<string> {
  const wall = t.P("Forest");
  let s = surface(W, H, wall, { floor: t.P("Barrel Brown"), floorAt: 0.78 });
  const fy = H * 0.9;
  const beers = [
    ["Garden Lager", "Helles · 4.8%", t.P("Foam"), t.P("Hop Gold")],
    ["Hop Hat", "Pale Ale · 5.6%", t.P("Hop Gold"), t.P("Gnome Red")],
    ["Beard Oat", "Stout · 6.4%", t.P("Gnome Red"), t.P("Forest")],
  ] as const;
  beers.forEach(
    ([n, sub, lab, acc], i) =>
      (s += beerBottle(t, 500 + i * 300, fy + (i === 1 ? 20 : 0), 900, {
        name: n,
        sub,
        label: lab,
        accent: acc,
      })),
  );
  return s;
}
