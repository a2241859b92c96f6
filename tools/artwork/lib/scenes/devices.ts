// Device showcases: a brand screen in a phone or a browser window.
import type { Theme } from "../brand.ts";
import { circle, mix, isDark } from "../core.ts";
import { surface } from "../kit.ts";
import { phoneFrame, browserFrame, screen, domain } from "../ui.ts";

// ---------------------------------------------------------------- device showcases
export async function screenMobile(t: Theme, W: number, H: number, stem: string): Promise<string> {
  const sc = await screen(t, stem);
  const tone = isDark(t.light) ? t.light : mix(t.light, t.a1, 0.12);
  let s = surface(W, H, tone);
  s +=
    circle(W * 0.85, H * 0.12, 220, { fill: mix(tone, t.a1, 0.25) }) +
    circle(W * 0.1, H * 0.92, 160, { fill: mix(tone, t.a2, 0.22) });
  const pw = 620;
  s += phoneFrame((W - pw) / 2, (H - pw * 2.16) / 2, pw, sc.svg, { screenBg: sc.bg });
  return s;
}
export async function screenDesktop(t: Theme, W: number, H: number, stem: string): Promise<string> {
  const sc = await screen(t, stem);
  const tone = mix(t.light, t.a1, 0.1);
  let s = surface(W, H, tone);
  s +=
    circle(W * 0.92, H * 0.1, 260, { fill: mix(tone, t.a1, 0.22) }) +
    circle(W * 0.05, H * 0.95, 200, { fill: mix(tone, t.a2, 0.2) });
  const bw = 1700;
  const bh = 1120;
  s += browserFrame((W - bw) / 2, (H - bh) / 2, bw, bh, domain(t), sc.svg, {
    screenBg: sc.bg,
    font: t.fontS,
  });
  return s;
}
