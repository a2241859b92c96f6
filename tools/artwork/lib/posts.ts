// Square social-media post designs, per brand copy. Drawn at the origin in a size×size square.
import { type Theme, brandInk, symbolAt } from "./brand.ts";
import {
  g,
  rect,
  circle,
  path,
  text,
  f,
  nextId,
  mix,
  lighten,
  isDark,
  bestOn,
  contrast,
  paragraph,
  fitSize,
  wrap,
  roundedRectPath,
} from "./core.ts";
import { illo, pattern, icon } from "./kit.ts";
import { bottle, jar, tin, can, pouch } from "./objects.ts";

export interface PostSpec {
  type: "headline" | "quote" | "stat" | "product" | "pattern" | "event" | "photo" | "speakers";
  bg: string; // palette colour name
  kicker?: string;
  title: string;
  body?: string;
  cta?: string;
  obj?: string; // product object kind
  illo?: string;
  scriptTitle?: boolean;
}

const P = (
  type: PostSpec["type"],
  bg: string,
  title: string,
  more: Partial<PostSpec> = {},
): PostSpec => ({ type, bg, title, ...more });

export const POSTS: Record<string, PostSpec[]> = {
  "abiliti-aids": [
    P("event", "Calm Navy", "Free home safety checks", {
      kicker: "THIS MONTH ONLY",
      body: "Our advisors visit, assess and fit grab rails at no cost.",
      cta: "Book a visit",
    }),
  ],
  abiliti: [
    P("headline", "Electric Violet", "Pay yourself first.", {
      kicker: "SAVINGS TIP #12",
      body: "Move 10% into savings the day your salary lands.",
    }),
  ],
  oddbolle: [
    P("headline", "Ink Black", "Wear it odd.", { kicker: "SS25" }),
    P("pattern", "Bone", "Oddbolle"),
    P("photo", "Stone", "The Boxy Blazer", { illo: "model", kicker: "NEW IN" }),
    P("quote", "Bone", "Tailoring with no rules attached.", { body: "— The Oddbolle studio" }),
    P("headline", "Odd Red", "Knitwear drop 02", { kicker: "FRIDAY 7 PM" }),
    P("photo", "Bone", "Studio diaries", { illo: "people", kicker: "BEHIND THE SEAMS" }),
    P("stat", "Ink Black", "48", { body: "pieces, made in one small workshop" }),
    P("pattern", "Odd Red", "Oddbolle"),
    P("headline", "Stone", "Gender-fluid fits, one size chart.", { kicker: "FIT GUIDE" }),
  ],
  "signs-of-happiness": [
    P("event", "Sunshine", "Paint your happy place", {
      kicker: "THIS WEEKEND",
      body: "Family workshop · Saturday 10 am · All materials provided",
      cta: "Register free",
    }),
    P("quote", "Cream", "“I painted my grandma as a sunflower.”", { body: "— Anya, age 7" }),
    P("stat", "Sky", "1,200", { body: "smiles shared in workshops this year" }),
    P("pattern", "Warm Coral", "Signs of Happiness"),
    P("event", "Leaf", "Story circle", {
      kicker: "EVERY WEDNESDAY",
      body: "Stories, songs and crafts for ages 4 to 10",
    }),
    P("headline", "Ink", "Happiness is a team sport.", { kicker: "VOLUNTEER WITH US" }),
    P("photo", "Cream", "Mural day at the community hall", { illo: "people" }),
    P("quote", "Sunshine", "“We made a rainbow out of handprints.”", { body: "— Kabir, age 6" }),
    P("headline", "Sky", "Thank you, volunteers!", { kicker: "A BIG HUG" }),
  ],
  skintastic: [
    P("product", "Blush", "Night Serum", {
      kicker: "NEW",
      body: "Niacinamide + oat for calm skin by morning.",
      cta: "Shop now",
      obj: "bottle",
    }),
  ],
  "am-pm-cafe": [
    P("event", "Midnight Blue", "Happy hour", {
      kicker: "FROM 5 PM",
      body: "Two-for-one classics until 7, every weekday.",
      cta: "See the bar menu",
    }),
  ],
  cense: [
    P("product", "Sandalwood", "Amber Dusk", {
      kicker: "HAND-POURED SOY CANDLE",
      obj: "candle",
      scriptTitle: true,
    }),
  ],
  pik: [
    P("product", "Ice Mint", "Ice Mint", { kicker: "STRENGTH 2", obj: "tin" }),
    P("headline", "Deep Teal", "Cool. Clean. Compact.", { kicker: "PIK" }),
    P("product", "Citrus", "Citrus Chill", { kicker: "NEW FLAVOUR", obj: "tin" }),
    P("pattern", "Jet", "PIK"),
    P("stat", "Frost White", "20", { body: "slim pouches in every tin" }),
    P("product", "Deep Teal", "Deep Freeze", { kicker: "STRENGTH 4", obj: "tin" }),
    P("headline", "Citrus", "Tobacco-free. 18+ only.", { kicker: "GOOD TO KNOW" }),
    P("pattern", "Ice Mint", "PIK"),
    P("headline", "Jet", "Pick your strength.", { kicker: "1 · 2 · 3 · 4" }),
  ],
  movas: [
    P("product", "Emerald", "The Festive Edit", {
      kicker: "NEW COLLECTION",
      obj: "gem",
      cta: "Discover",
    }),
    P("quote", "Pearl", "Made to be handed down.", { body: "— Movara Jewels" }),
    P("photo", "Champagne", "Stacking rings, three ways", { illo: "jewel", kicker: "STYLING TIP" }),
    P("headline", "Rose Gold", "Gold that tells a story.", { kicker: "OUR CRAFT" }),
    P("pattern", "Emerald", "Movara"),
    P("stat", "Onyx", "22k", { body: "hallmarked gold, finished by hand" }),
    P("photo", "Pearl", "Inside the workshop", { illo: "jewel", kicker: "BEHIND THE BENCH" }),
    P("quote", "Emerald", "For the moments worth keeping.", { body: "— Movara Jewels" }),
    P("headline", "Champagne", "Free engraving this week.", { kicker: "GIFTING" }),
  ],
  tarinis: [
    P("product", "Ivory", "The Indigo Edit", {
      kicker: "NEW ARRIVALS",
      body: "Hand-block-printed cushion covers",
      obj: "cushion",
    }),
    P("headline", "Terracotta", "Layer prints in one colour family.", {
      kicker: "STYLING TIP",
      body: "Indigo on indigo never clashes.",
    }),
    P("photo", "Ivory", "A corner for slow mornings", { illo: "interior" }),
    P("pattern", "Indigo Dye", "Tarini"),
    P("quote", "Mustard", "Every block is carved by hand.", { body: "— Our printers in Bagru" }),
    P("photo", "Olive", "Table linen, washed soft", { illo: "textile", kicker: "BESTSELLER" }),
    P("headline", "Indigo Dye", "Festive gifting, wrapped by us.", { kicker: "GIFT BOXES" }),
    P("pattern", "Terracotta", "Tarini"),
    P("stat", "Ivory", "40+", { body: "artisan families we work with" }),
  ],
  nature: [
    P("event", "Canopy", "Sunday trail clean-up", {
      kicker: "VOLUNTEERS WANTED",
      body: "Meet at the north gate · 7 am · Gloves provided",
    }),
    P("stat", "Mist", "12 km", { body: "of forest trail restored this season" }),
    P("photo", "River", "Dawn walk on the ridge", { illo: "landscape" }),
    P("headline", "Clay", "Leave only footprints.", { kicker: "TRAIL TIP" }),
    P("pattern", "Canopy", "Nature Trails"),
    P("quote", "Mist", "“The forest gave back more than we gave it.”", { body: "— A volunteer" }),
    P("event", "River", "Birdwatching walk", {
      kicker: "SATURDAY",
      body: "Beginner friendly · binoculars to share",
    }),
    P("photo", "Mist", "Saplings planted by our crew", { illo: "landscape" }),
    P("stat", "Bark", "3,400", { body: "native saplings planted" }),
  ],
  ahh: [
    P("quote", "Khadi", "“Every thread remembers my mother’s loom.”", {
      kicker: "MEET THE MAKER",
      body: "— Savitri, weaver",
    }),
  ],
  ggsm: [
    P("headline", "Sage", "Eat thirty plants a week.", {
      kicker: "GUT TIP",
      body: "Variety feeds the good bacteria.",
    }),
  ],
  moen2: [
    P("stat", "Engage Blue", "3×", {
      kicker: "DID YOU KNOW?",
      body: "Personalised push notifications can lift open rates up to three times.",
    }),
    P("speakers", "Night Navy", "Journeys that convert", {
      kicker: "LIVE WEBINAR",
      body: "Thursday · 4 pm",
      cta: "Save your seat",
    }),
    P("headline", "Snow", "One view of every customer.", { kicker: "PRODUCT TIP" }),
    P("pattern", "Engage Blue", "Moengo"),
    P("stat", "Night Navy", "24/7", { body: "journeys running while your team sleeps" }),
    P("quote", "Snow", "“We finally talk to customers, not at them.”", { body: "— A growth lead" }),
    P("headline", "Pulse Pink", "Right message. Right moment.", { kicker: "MOENGO" }),
    P("stat", "Signal Teal", "5", { body: "channels from one campaign builder" }),
    P("headline", "Night Navy", "Segments in seconds, not sprints.", { kicker: "WHAT’S NEW" }),
  ],
  "drunken-scholar": [
    P("event", "Chinese Black", "Finals Night", {
      kicker: "SAT · 9 PM",
      body: "Three floors · Two DJs · One owl",
    }),
    P("pattern", "Inchworm", "Drunken Scholar"),
    P("headline", "Lavender Magenta", "Class dismissed. Party on.", { kicker: "THE MOTTO" }),
    P("stat", "Amber", "7", { body: "days to Freshers’ Bash" }),
    P("quote", "Steel Blue", "“I only drink to forget the syllabus.”", {
      body: "— Professor Hoot",
    }),
    P("event", "Maximum Blue Purple", "Toga Tuesday", {
      kicker: "THIS WEEK",
      body: "Sheets mandatory · Wisdom optional",
    }),
    P("pattern", "Chinese Black", "Drunken Scholar"),
    P("headline", "Gunmetal", "Study hard. Party harder.", { kicker: "SEMESTER PASS" }),
    P("stat", "Inchworm", "2,000+", { body: "scholars at the last night" }),
  ],
};

/** Named single posts per folder (file stem → index into POSTS). */
export function postFor(folder: string, idx: number): PostSpec {
  const list = POSTS[folder];
  if (!list || !list.length) throw new Error("no posts for " + folder);
  return list[idx % list.length]!;
}

export async function productObject(
  t: Theme,
  kind: string,
  cx: number,
  baseY: number,
  s: number,
  name: string,
  bodyColour?: string,
): Promise<string> {
  switch (kind) {
    case "bottle":
      return bottle(t, cx, baseY, s, { name, body: bodyColour ?? t.a1 });
    case "candle":
      return jar(t, cx, baseY, s, {
        name,
        sub: "soy candle",
        flame: true,
        body: t.dark,
        label: t.light,
      });
    case "tin":
      return tin(t, cx, baseY, s, { name, body: bodyColour ?? t.a1 });
    case "can":
      return can(t, cx, baseY, s, { name, body: bodyColour ?? t.a1 });
    case "pouch":
      return pouch(t, cx, baseY, s, { name });
    case "gem": {
      const ring = t.a1;
      return (
        `<ellipse cx="${f(cx)}" cy="${f(baseY)}" rx="${f(s * 0.32)}" ry="${f(s * 0.05)}" fill="#000" opacity="0.25"/>` +
        circle(cx, baseY - s * 0.3, s * 0.24, {
          fill: "none",
          stroke: ring,
          "stroke-width": s * 0.05,
        }) +
        circle(cx, baseY - s * 0.3, s * 0.24, {
          fill: "none",
          stroke: lighten(ring, 0.5),
          "stroke-width": s * 0.012,
          "stroke-dasharray": `${f(s * 0.2)} ${f(s)}`,
        }) +
        symbolAt(t, cx, baseY - s * 0.6, s * 0.26, { bg: "#000" })
      );
    }
    case "cushion": {
      const w = s * 0.8;
      const h = s * 0.62;
      const x = cx - w / 2;
      const y = baseY - h;
      const id = nextId("cs");
      return (
        `<ellipse cx="${f(cx)}" cy="${f(baseY)}" rx="${f(w * 0.5)}" ry="${f(s * 0.05)}" fill="#000" opacity="0.22"/>` +
        `<clipPath id="${id}"><path d="M ${x} ${y} Q ${cx} ${y + h * 0.08} ${x + w} ${y} Q ${x + w - w * 0.06} ${y + h / 2} ${x + w} ${y + h} Q ${cx} ${y + h - h * 0.08} ${x} ${y + h} Q ${x + w * 0.06} ${y + h / 2} ${x} ${y} Z"/></clipPath>` +
        g(
          rect(x, y, w, h, { fill: t.dark }) +
            pattern(t, x, y, w, h, { bg: t.dark, size: s * 0.2, mono: mix(t.light, t.dark, 0.25) }),
          { "clip-path": `url(#${id})` },
        )
      );
    }
    default:
      return symbolAt(t, cx, baseY - s * 0.4, s * 0.6, {});
  }
}

/** Render one post. */
export async function post(t: Theme, spec: PostSpec, size: number): Promise<string> {
  const S = size;
  const u = S / 1200;
  const bg = t.P(spec.bg);
  const ink = brandInk(t, bg);
  const acc = bestOn(bg, t.a1, t.a2, t.a3, ink);
  const soft = mix(ink, bg, 0.3);
  const m = 96 * u;
  let s = rect(0, 0, S, S, { fill: bg });
  const footer = async () => {
    // small logo bottom-left, handle bottom-right
    const handle = "@" + t.brief.brand.toLowerCase().replace(/[^a-z0-9]+/g, "");
    return (
      symbolAt(t, m + 30 * u, S - m + 4 * u, 60 * u, {
        bg,
        mono: isDark(bg) && !["owl", "bonsai"].includes(t.brief.symbol) ? undefined : undefined,
      }) +
      text(handle, S - m, S - m + 14 * u, {
        font: t.fontS,
        size: 30 * u,
        weight: 600,
        anchor: "end",
        fill: soft,
      })
    );
  };
  const titleFont = {
    font: t.fontP,
    weight:
      t.art.wmWeight >= 600
        ? 700
        : t.brief.typefaces.primary.name.includes("Script") ||
            t.brief.typefaces.primary.name.includes("Lobster")
          ? 400
          : 500,
  };
  switch (spec.type) {
    case "headline":
    case "event": {
      let y = m + 30 * u;
      if (spec.kicker) {
        s += text(spec.kicker, m, y, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
        y += 70 * u;
      }
      let size = 132 * u;
      let ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      while (ls.length > 3 && size > 70 * u) {
        size *= 0.9;
        ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      }
      for (const l of ls) {
        y += size * 0.95;
        s += text(l, m, y, { ...titleFont, size, fill: ink });
      }
      y += 70 * u;
      if (spec.body) {
        const p = await paragraph(spec.body, m, y + 40 * u, S * 0.72, {
          font: t.fontS,
          size: 40 * u,
          weight: 400,
          fill: soft,
          lh: 1.35,
        });
        s += p.svg;
        y += p.height + 40 * u;
      }
      if (spec.cta) {
        const bw = 380 * u;
        const bf = contrast(acc, bg) > 2 && acc !== ink ? acc : ink;
        s += path(roundedRectPath(m, y + 40 * u, bw, 96 * u, 48 * u), { fill: bf });
        s += text(spec.cta, m + bw / 2, y + 100 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          anchor: "middle",
          fill: bestOn(bf, "#FFFFFF", t.dark, bg),
        });
      }
      if (spec.type === "event") {
        // big symbol decoration bottom-right
        s += g(symbolAt(t, S - m - 150 * u, S - m - 180 * u, 300 * u, { bg }), { opacity: 0.95 });
      } else {
        s += rect(m, S - m - 70 * u, 80 * u, 8 * u, { fill: acc });
      }
      s += await footer();
      break;
    }
    case "quote": {
      if (spec.kicker)
        s += text(spec.kicker, S / 2, m + 40 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
          anchor: "middle",
        });
      s += text("“", S / 2, 380 * u, {
        font: t.fontP,
        size: 300 * u,
        weight: 700,
        anchor: "middle",
        fill: acc,
      });
      let size = 84 * u;
      const q = spec.title.replace(/[“”]/g, "");
      let ls = await wrap(q, { ...titleFont, size }, S - 2.6 * m);
      while (ls.length > 4 && size > 50 * u) {
        size *= 0.9;
        ls = await wrap(q, { ...titleFont, size }, S - 2.6 * m);
      }
      const y0 = S / 2 - ((ls.length - 1) * size * 1.15) / 2 + 60 * u;
      ls.forEach(
        (l, i) =>
          (s += text(l, S / 2, y0 + i * size * 1.15, {
            ...titleFont,
            size,
            fill: ink,
            anchor: "middle",
          })),
      );
      if (spec.body)
        s += text(spec.body, S / 2, y0 + ls.length * size * 1.15 + 50 * u, {
          font: t.fontS,
          size: 36 * u,
          weight: 600,
          anchor: "middle",
          fill: soft,
        });
      if (t.brief.symbol === "weave") {
        s += g(pattern(t, 0, S - 150 * u, S, 150 * u, { bg, size: 120 * u }), {});
      } else s += await footer();
      break;
    }
    case "stat": {
      if (spec.kicker)
        s += text(spec.kicker, m, m + 30 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
      const size = await fitSize(spec.title, { ...titleFont }, S - 2 * m, 420 * u);
      s += text(spec.title, m - size * 0.04, S * 0.56, {
        ...titleFont,
        size,
        fill: acc === ink ? ink : acc,
      });
      if (spec.body)
        s += (
          await paragraph(spec.body, m, S * 0.56 + 110 * u, S * 0.8, {
            font: t.fontS,
            size: 46 * u,
            weight: 600,
            fill: ink,
            lh: 1.3,
          })
        ).svg;
      s += await footer();
      break;
    }
    case "product": {
      s += circle(S / 2, S * 0.5, S * 0.3, { fill: mix(bg, "#FFFFFF", isDark(bg) ? 0.08 : 0.35) });
      if (spec.kicker)
        s += text(spec.kicker, S / 2, m + 30 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          ls: 0.18,
          fill: acc,
          anchor: "middle",
        });
      s += await productObject(t, spec.obj ?? "", S / 2, S * 0.7, S * 0.5, spec.title);
      const tf = spec.scriptTitle ? { font: t.fontP, weight: 700 } : titleFont;
      const size = await fitSize(spec.title, tf, S - 2 * m, 96 * u);
      s += text(spec.title, S / 2, S * 0.83, { ...tf, size, fill: ink, anchor: "middle" });
      if (spec.body)
        s += text(spec.body, S / 2, S * 0.83 + 64 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 400,
          fill: soft,
          anchor: "middle",
        });
      else if (spec.cta)
        s += text(spec.cta.toUpperCase() + " →", S / 2, S * 0.83 + 70 * u, {
          font: t.fontS,
          size: 30 * u,
          weight: 700,
          fill: acc,
          anchor: "middle",
          ls: 0.16,
        });
      break;
    }
    case "pattern": {
      s += pattern(t, 0, 0, S, S, { bg, size: 260 * u, mono: mix(bg, ink, 0.14) });
      s += circle(S / 2, S / 2, S * 0.27, { fill: bg });
      s += circle(S / 2, S / 2, S * 0.27, { fill: "none", stroke: acc, "stroke-width": 6 * u });
      s += symbolAt(t, S / 2, S / 2, S * 0.32, { bg });
      break;
    }
    case "photo": {
      s += illo(t, spec.illo ?? "landscape", 0, 0, S, S * 0.78, { tone: mix(bg, t.a1, 0.3) });
      s += rect(0, S * 0.78, S, S * 0.22, { fill: bg });
      if (spec.kicker)
        s += text(spec.kicker, m, S * 0.78 + 80 * u, {
          font: t.fontS,
          size: 30 * u,
          weight: 700,
          ls: 0.16,
          fill: acc,
        });
      const size = await fitSize(spec.title, titleFont, S - 2 * m, 64 * u);
      s += text(spec.title, m, S * 0.78 + (spec.kicker ? 170 : 140) * u, {
        ...titleFont,
        size,
        fill: ink,
      });
      break;
    }
    case "speakers": {
      if (spec.kicker) {
        s += path(roundedRectPath(m, m, 330 * u, 64 * u, 32 * u), { fill: t.a2 });
        s += circle(m + 36 * u, m + 32 * u, 10 * u, { fill: "#fff" });
        s += text(spec.kicker, m + 60 * u, m + 44 * u, {
          font: t.fontS,
          size: 28 * u,
          weight: 700,
          ls: 0.12,
          fill: "#fff",
        });
      }
      const size = 110 * u;
      const ls = await wrap(spec.title, { ...titleFont, size }, S - 2 * m);
      ls.forEach(
        (l, i) => (s += text(l, m, m + 230 * u + i * size, { ...titleFont, size, fill: ink })),
      );
      const y = m + 230 * u + ls.length * size + 10 * u;
      s += text(spec.body ?? "", m, y, { font: t.fontS, size: 40 * u, weight: 500, fill: soft });
      const names = ["Speaker One", "Speaker Two"];
      names.forEach((n, i) => {
        const cx = m + 110 * u + i * 430 * u;
        const cy = S - 330 * u;
        s += circle(cx, cy, 90 * u, { fill: i ? t.a3 : t.a1 });
        s += icon("user", cx, cy + 6 * u, 90 * u, "#fff");
        s += text(n, cx + 120 * u, cy - 6 * u, {
          font: t.fontS,
          size: 34 * u,
          weight: 700,
          fill: ink,
        });
        s += text(i ? "Head of CRM" : "Growth Lead", cx + 120 * u, cy + 40 * u, {
          font: t.fontS,
          size: 28 * u,
          weight: 400,
          fill: soft,
        });
      });
      if (spec.cta) {
        s += path(roundedRectPath(m, S - m - 90 * u, 420 * u, 90 * u, 45 * u), { fill: t.a2 });
        s += text(spec.cta, m + 210 * u, S - m - 33 * u, {
          font: t.fontS,
          size: 32 * u,
          weight: 700,
          anchor: "middle",
          fill: "#fff",
        });
      }
      break;
    }
  }
  return s;
}
