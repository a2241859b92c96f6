// Social mock-ups: the post grid, single posts, a story and a carousel.
import { type Theme, brandInk, symbolAt } from "../brand.ts";
import {
  g,
  rect,
  circle,
  path,
  line,
  text,
  f,
  mix,
  bestOn,
  liftShadow,
  roundedRectPath,
  paragraph,
} from "../core.ts";
import { placed, surface } from "../kit.ts";
import { post, postFor, POSTS, type PostSpec } from "../posts.ts";

// ---------------------------------------------------------------- application mock-ups
export async function socialGrid(t: Theme, W: number, H: number): Promise<string> {
  const list = POSTS[t.folder]!;
  const bgc = mix(t.light, t.a1, 0.12);
  let s = surface(W, H, bgc);
  const cw = 880;
  const x0 = (W - cw) / 2;
  const y0 = 40;
  const chH = H - 80;
  s +=
    liftShadow(x0, y0, cw, chH, 24, 1.2) +
    path(roundedRectPath(x0, y0, cw, chH, 24), { fill: "#FFFFFF" });
  const handle = t.brief.brand
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
  const av = 56;
  s += circle(x0 + 40 + av, y0 + 40 + av, av + 6, {
    fill: "none",
    stroke: t.a2,
    "stroke-width": 4,
  });
  s += circle(x0 + 40 + av, y0 + 40 + av, av, { fill: t.tileBg });
  s += symbolAt(t, x0 + 40 + av, y0 + 40 + av, av * 1.2, { bg: t.tileBg });
  s += text(handle, x0 + 200, y0 + 86, { font: "Inter", size: 30, weight: 700, fill: "#111" });
  s += text(t.brief.tagline, x0 + 200, y0 + 126, { font: "Inter", size: 22, fill: "#555" });
  [
    ["248", "posts"],
    ["18.4k", "followers"],
    ["312", "following"],
  ].forEach(([a, b], i) => {
    s += text(a!, x0 + 540 + i * 120, y0 + 84, {
      font: "Inter",
      size: 26,
      weight: 700,
      anchor: "middle",
      fill: "#111",
    });
    s += text(b!, x0 + 540 + i * 120, y0 + 116, {
      font: "Inter",
      size: 18,
      anchor: "middle",
      fill: "#777",
    });
  });
  const gy = y0 + 176;
  const gap = 6;
  const cell = (cw - 2 * gap) / 3;
  s += line(x0, gy - 16, x0 + cw, gy - 16, { stroke: "#EAEAEA", "stroke-width": 2 });
  for (let i = 0; i < 9; i++) {
    const spec = list[i % list.length]!;
    const px = x0 + (i % 3) * (cell + gap);
    const py = gy + Math.floor(i / 3) * (cell + gap);
    s += g(await post(t, spec, cell), { transform: `translate(${f(px)} ${f(py)})` });
  }
  return s;
}

export async function socialPost(t: Theme, W: number, _H: number, idx: number): Promise<string> {
  return post(t, postFor(t.folder, idx), W);
}

export async function story(t: Theme, W: number, H: number): Promise<string> {
  const list = POSTS[t.folder]!;
  const bg = mix(t.light, t.a1, 0.15);
  let s = surface(W, H, bg);
  const fw = 450;
  const fh = fw * (16 / 9);
  const y = (H - fh) / 2;
  const specs: PostSpec[] = [
    {
      type: "headline",
      bg: t.art.bannerBg,
      kicker: "COMING SOON",
      title: "Something new is on the bench.",
    },
    { ...list[0]!, type: "product" },
    { type: "event", bg: t.art.light, kicker: "SHOP NOW", title: list[0]!.title, cta: "Swipe up" },
  ];
  if (t.folder === "tarinis")
    specs[0] = {
      type: "photo",
      bg: "Ivory",
      title: "Behind the block",
      illo: "textile",
      kicker: "IN THE WORKSHOP",
    };
  for (let i = 0; i < 3; i++) {
    const x = W / 2 - fw * 1.5 - 40 + i * (fw + 40);
    const spec = specs[i]!;
    const sq = await post(t, spec, fw);
    const pbg = t.P(spec.bg);
    let inner = rect(0, 0, fw, fh, { fill: pbg });
    inner += g(sq, { transform: `translate(0 ${f((fh - fw) / 2)})` });
    // story chrome
    for (let k = 0; k < 3; k++)
      inner += rect(14 + k * ((fw - 28) / 3), 14, (fw - 28) / 3 - 6, 4, {
        rx: 2,
        fill: "#fff",
        opacity: k <= i ? 0.95 : 0.45,
      });
    inner +=
      circle(34, 44, 14, { fill: t.tileBg, stroke: "#fff", "stroke-width": 2 }) +
      symbolAt(t, 34, 44, 18, { bg: t.tileBg });
    inner += text(t.brief.brand.toLowerCase().replace(/[^a-z]+/g, ""), 56, 50, {
      font: "Inter",
      size: 14,
      weight: 700,
      fill: bestOn(pbg, "#fff", "#111"),
    });
    if (i === 2)
      inner += path(
        `M ${fw / 2 - 12} ${fh - 40} L ${fw / 2} ${fh - 52} L ${fw / 2 + 12} ${fh - 40}`,
        { fill: "none", stroke: bestOn(pbg, "#fff", "#111"), "stroke-width": 3 },
      );
    s += placed(x, y, fw, fh, inner, { r: 22, clip: true, shadow: 1.3 });
  }
  return s;
}

export async function carousel(t: Theme, W: number, H: number): Promise<string> {
  const bg = mix(t.light, t.a1, 0.12);
  let s = surface(W, H, bg);
  const S = 480;
  const steps = [
    ["Step 1", "Pick your audience", "Build a segment from behaviour, not guesswork."],
    ["Step 2", "Design the journey", "Drag in push, email and in-app messages."],
    ["Step 3", "Measure and tune", "Watch conversions update in real time."],
  ];
  const u = S / 1200;
  for (let i = 0; i < 3; i++) {
    const x = W / 2 - S * 1.5 - 30 + i * (S + 30);
    const y = (H - S) / 2;
    const pbg = i === 1 ? t.P("Engage Blue") : t.P(i === 0 ? "Night Navy" : "Snow");
    const ink = brandInk(t, pbg);
    let inner = rect(0, 0, S, S, { fill: pbg });
    inner += text(steps[i]![0]!.toUpperCase(), 90 * u, 160 * u, {
      font: t.fontS,
      size: 40 * u,
      weight: 700,
      ls: 0.16,
      fill: i === 1 ? (t.P("Pulse Pink") === pbg ? "#fff" : "#FFD1E1") : t.P("Pulse Pink"),
    });
    inner += text(String(i + 1), S - 90 * u, 330 * u, {
      font: t.fontP,
      size: 300 * u,
      weight: 800,
      anchor: "end",
      fill: mix(pbg, ink, 0.15),
    });
    inner += (
      await paragraph(steps[i]![1]!, 90 * u, 480 * u, S - 180 * u, {
        font: t.fontP,
        size: 110 * u,
        weight: 800,
        fill: ink,
        lh: 1.05,
      })
    ).svg;
    inner += (
      await paragraph(steps[i]![2]!, 90 * u, 800 * u, S - 180 * u, {
        font: t.fontS,
        size: 46 * u,
        weight: 400,
        fill: mix(ink, pbg, 0.25),
        lh: 1.35,
      })
    ).svg;
    inner += symbolAt(t, 130 * u, S - 120 * u, 90 * u, { bg: pbg });
    inner += text(i < 2 ? "Swipe →" : "moengo", S - 90 * u, S - 100 * u, {
      font: t.fontS,
      size: 40 * u,
      weight: 700,
      anchor: "end",
      fill: ink,
    });
    s += placed(x, y, S, S, inner, { r: 14, clip: true, shadow: 1.2 });
  }
  [0, 1, 2].forEach(
    (i) =>
      (s += circle(W / 2 - 30 + i * 30, H - 120, 8, {
        fill: i === 0 ? t.P("Engage Blue") : mix(bg, "#000", 0.2),
      })),
  );
  return s;
}
