// The brand's product object shown in a post.
import { type Theme, symbolAt } from "../brand.ts";
import { g, rect, circle, f, nextId, mix, lighten } from "../core.ts";
import { pattern } from "../kit.ts";
import { bottle, jar, tin, can, pouch } from "../objects.ts";

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
