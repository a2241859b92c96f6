// About Us: the hero circles, the story pictures and the founder's portrait.
import { C, DISPLAY, el, rect, circle, path, g, text, grain, svg, star, mark } from "./svg.ts";

// ------------------------------------------------------------------ about: circles, story, founder

export function circlePicture(kind: string): string {
  const w = 800;
  const h = 800;
  let b = "";
  switch (kind) {
    case "sketchbook": {
      b += rect(0, 0, w, h, { fill: C.butter });
      b += g(
        rect(0, 0, 520, 380, { fill: C.paper, rx: 18 }) +
          rect(255, 0, 10, 380, { fill: C.paperDeep }) +
          circle(130, 170, 80, { fill: "none", stroke: C.ink, "stroke-width": 8 }) +
          path("M60 300 Q 130 200 200 300", {
            fill: "none",
            stroke: C.vermilion,
            "stroke-width": 8,
          }) +
          path(star(390, 150, 70, 28, 5), { fill: "none", stroke: C.ink, "stroke-width": 7 }) +
          rect(320, 260, 140, 16, { fill: C.ink, rx: 8 }) +
          rect(320, 292, 100, 16, { fill: C.ink, rx: 8 }),
        { transform: "translate(150 220) rotate(-8)" },
      );
      b += g(
        rect(-16, -260, 32, 420, { fill: C.blue }) +
          path("M-16 160L0 210L16 160Z", { fill: C.ink }),
        {
          transform: "translate(600 470) rotate(30)",
        },
      );
      break;
    }
    case "lens": {
      b += rect(0, 0, w, h, { fill: C.ink });
      b += circle(400, 400, 300, { fill: "#2b2622" });
      b += circle(400, 400, 230, { fill: C.saffron });
      b += circle(400, 400, 170, { fill: "#1e1a17" });
      b += circle(400, 400, 90, { fill: "#0b0a09" });
      b += circle(360, 360, 30, { fill: C.paper, opacity: 0.8 });
      break;
    }
    case "type": {
      b += rect(0, 0, w, h, { fill: C.vermilion });
      b += text("Aa", 400, 520, {
        size: 420,
        font: "EB Garamond",
        weight: 500,
        anchor: "middle",
        fill: C.paper,
      });
      b += text("g", 640, 260, {
        size: 180,
        font: DISPLAY,
        weight: 800,
        anchor: "middle",
        fill: C.ink,
      });
      break;
    }
    case "swatches": {
      b += rect(0, 0, w, h, { fill: C.paper });
      const fills = [C.saffron, C.vermilion, C.purple, C.blue, C.green];
      fills.forEach((fill, i) => {
        b += g(
          rect(-90, -300, 180, 520, { fill, rx: 26 }) +
            rect(-90, 140, 180, 80, { fill: C.white, rx: 0 }),
          {
            transform: `translate(400 560) rotate(${-40 + i * 20}) translate(0 -40)`,
          },
        );
      });
      b += circle(400, 560, 26, { fill: C.ink });
      break;
    }
    case "chai": {
      b += rect(0, 0, w, h, { fill: C.blue });
      b += el("ellipse", { cx: 400, cy: 640, rx: 260, ry: 60, fill: "#155fa8" });
      b += path("M210 330 L590 330 L550 640 L250 640 Z", { fill: C.paper });
      b += el("ellipse", { cx: 400, cy: 330, rx: 190, ry: 40, fill: "#b5651d" });
      b += path("M590 380 C 700 380, 700 540, 570 540", {
        fill: "none",
        stroke: C.paper,
        "stroke-width": 30,
      });
      for (const x of [330, 400, 470])
        b += path(`M${x} 270 C ${x - 30} 220, ${x + 30} 190, ${x} 130`, {
          fill: "none",
          stroke: C.paper,
          "stroke-width": 12,
          "stroke-linecap": "round",
          opacity: 0.75,
        });
      break;
    }
    case "plant": {
      b += rect(0, 0, w, h, { fill: C.mint });
      b += path("M300 560 L500 560 L470 740 L330 740 Z", { fill: C.vermilion });
      const leaf = (a: number, len: number) =>
        path(
          `M0 0 C ${len * 0.3} ${-len * 0.25}, ${len * 0.8} ${-len * 0.2}, ${len} 0 C ${len * 0.8} ${
            len * 0.2
          }, ${len * 0.3} ${len * 0.25}, 0 0 Z`,
          { fill: C.green, transform: `translate(400 560) rotate(${a})` },
        );
      [-150, -120, -95, -70, -40, -20].forEach((a, i) => {
        b += leaf(a, 260 + (i % 3) * 60);
      });
      break;
    }
  }
  return svg(w, h, b + grain(w, h));
}

export function storyPicture(kind: string): string {
  const w = 1000;
  const h = 1000;
  let b = "";
  if (kind === "beginning") {
    // A desk by a window: lamp, laptop, a bakery bag with a first logo.
    b += rect(0, 0, w, h, { fill: C.butter });
    b += rect(120, 110, 420, 420, { fill: C.sky, rx: 16 });
    b += rect(322, 110, 16, 420, { fill: C.paper });
    b += rect(120, 312, 420, 16, { fill: C.paper });
    b += circle(450, 210, 60, { fill: C.saffron });
    b += rect(0, 700, w, 300, { fill: "#b5651d" });
    b += rect(0, 700, w, 24, { fill: "#8f4f17" });
    b += path("M280 700 L340 520 L660 520 L720 700 Z", { fill: C.ink });
    b += rect(340, 530, 320, 160, { fill: C.paper, rx: 10 });
    b += mark(500, 610, 56);
    b += path("M760 700 L780 420 L930 420 L950 700 Z", { fill: C.paper });
    b += mark(865, 560, 40, C.vermilion, C.paper);
    b += path("M200 700 L200 520 L120 420", { fill: "none", stroke: C.ink, "stroke-width": 16 });
    b += path("M60 440 L160 380 L200 470 Z", { fill: C.vermilion });
  } else if (kind === "approach") {
    // Sticky notes, a conversation, a pencil: listening before drawing.
    b += rect(0, 0, w, h, { fill: C.blush });
    const notes: [number, number, number, string][] = [
      [180, 180, -8, C.butter],
      [430, 140, 6, C.mint],
      [680, 210, -4, C.sky],
      [250, 430, 4, C.paper],
      [520, 420, -6, C.lilac],
    ];
    for (const [x, y, r, fill] of notes) {
      b += g(
        rect(-110, -110, 220, 220, { fill }) +
          rect(-70, -50, 140, 12, { fill: C.ink, rx: 6, opacity: 0.7 }) +
          rect(-70, -20, 100, 12, { fill: C.ink, rx: 6, opacity: 0.7 }) +
          rect(-70, 10, 120, 12, { fill: C.ink, rx: 6, opacity: 0.7 }),
        { transform: `translate(${x + 60} ${y + 60}) rotate(${r})` },
      );
    }
    b += g(
      rect(0, 0, 380, 200, { fill: C.ink, rx: 100 }) +
        path("M80 180 L50 270 L160 196 Z", { fill: C.ink }) +
        circle(120, 100, 20, { fill: C.paper }) +
        circle(190, 100, 20, { fill: C.paper }) +
        circle(260, 100, 20, { fill: C.paper }),
      { transform: "translate(140 700)" },
    );
    b += g(
      rect(0, 0, 300, 170, { fill: C.vermilion, rx: 85 }) +
        path("M230 150 L270 240 L170 165 Z", { fill: C.vermilion }),
      { transform: "translate(580 680)" },
    );
    b += text("?", 730, 800, {
      size: 130,
      font: DISPLAY,
      weight: 800,
      fill: C.paper,
      anchor: "middle",
    });
  } else {
    // Many small brands rising along one path towards a sun.
    b += rect(0, 0, w, h, { fill: C.ink });
    b += circle(740, 260, 150, { fill: C.saffron });
    b += path("M80 900 C 300 880, 380 700, 520 600 S 700 380, 740 260", {
      fill: "none",
      stroke: C.paper,
      "stroke-width": 8,
      "stroke-dasharray": "4 22",
      "stroke-linecap": "round",
    });
    const stops: [number, number, string][] = [
      [110, 895, C.green],
      [300, 840, C.blue],
      [440, 680, C.purple],
      [600, 520, C.vermilion],
    ];
    for (const [x, y, fill] of stops) b += circle(x, y, 34, { fill });
    b += path(star(740, 260, 80, 32, 8), { fill: C.ink });
  }
  return svg(w, h, b + grain(w, h));
}

/** An illustrated portrait of the (fictional) founder: flat shapes, no photograph. */
export function founderPortrait(): string {
  const w = 1200;
  const h = 1500;
  let b = "";
  b += circle(600, 620, 470, { fill: C.saffron });
  b += path(star(960, 260, 110, 44, 8), { fill: C.vermilion });
  // Hair (back).
  b += path(
    "M330 640 C 300 360, 470 250, 620 260 C 800 270, 910 400, 880 660 C 870 820, 900 900, 930 980 L 300 980 C 340 880, 340 780, 330 640 Z",
    {
      fill: C.ink,
    },
  );
  // Body.
  b += path("M240 1500 C 250 1200, 400 1080, 600 1080 C 800 1080, 950 1200, 960 1500 Z", {
    fill: C.blue,
  });
  b += path("M480 1090 L600 1260 L720 1090 Z", { fill: C.paper });
  // Neck and face.
  b += rect(530, 900, 140, 220, { fill: "#a86a43", rx: 60 });
  b += el("ellipse", { cx: 600, cy: 700, rx: 200, ry: 250, fill: "#c0804f" });
  // Fringe.
  b += path(
    "M400 640 C 420 430, 560 380, 700 410 C 780 430, 820 520, 800 600 C 740 520, 600 480, 470 560 C 440 580, 420 610, 400 640 Z",
    {
      fill: C.ink,
    },
  );
  // Glasses.
  b += circle(520, 720, 64, { fill: "none", stroke: C.ink, "stroke-width": 14 });
  b += circle(690, 720, 64, { fill: "none", stroke: C.ink, "stroke-width": 14 });
  b += path("M584 716 Q 605 700 626 716", { fill: "none", stroke: C.ink, "stroke-width": 12 });
  b += circle(520, 728, 12, { fill: C.ink });
  b += circle(690, 728, 12, { fill: C.ink });
  // Smile, nose, bindi, earrings.
  b += path("M545 850 Q 605 900 665 850", {
    fill: "none",
    stroke: C.ink,
    "stroke-width": 12,
    "stroke-linecap": "round",
  });
  b += path("M605 740 L590 800 L615 806", {
    fill: "none",
    stroke: "#8d5533",
    "stroke-width": 8,
    "stroke-linecap": "round",
  });
  b += circle(605, 610, 12, { fill: C.vermilion });
  b += circle(402, 800, 20, { fill: C.butter });
  b += circle(798, 800, 20, { fill: C.butter });
  // A pencil tucked behind an ear.
  b += g(
    rect(-14, -120, 28, 220, { fill: C.butter }) + path("M-14 100L0 140L14 100Z", { fill: C.ink }),
    {
      transform: "translate(820 560) rotate(20)",
    },
  );
  return svg(w, h, b + grain(w, h, 0.1), C.paper);
}
