import { describe, expect, it } from "vitest";
import { startProgress, wantsPlainProgress } from "../../../../scripts/content/progress.ts";

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = {
    isTTY,
    columns: 100,
    write: (chunk: string) => (chunks.push(chunk), true),
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
    on: () => stream,
    removeListener: () => stream,
  };
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => chunks.join("") };
}

describe("build progress", () => {
  it("is quiet in CI and when the output is not a terminal", () => {
    expect(wantsPlainProgress({ isTTY: true }, { CI: "true" })).toBe(true);
    expect(wantsPlainProgress({ isTTY: false }, {})).toBe(true);
    expect(wantsPlainProgress({ isTTY: true }, { CI: "false" })).toBe(false);
    expect(wantsPlainProgress({ isTTY: true }, {})).toBe(false);
  });

  it("prints a few plain lines with counts and time left, not one per item", () => {
    const out = sink(false);
    const progress = startProgress({ label: "Encoding", total: 200, stream: out.stream });
    for (let i = 0; i < 200; i++) progress.tick();
    progress.stop();
    const lines = out.text().trimEnd().split("\n");
    expect(lines[0]).toBe("  Encoding: 200 to do");
    expect(lines.slice(1, 4).map((l) => l.split(" (")[0])).toEqual([
      "  Encoding: 50/200",
      "  Encoding: 100/200",
      "  Encoding: 150/200",
    ]);
    expect(lines[1]).toMatch(/about \d+ s left\)$/);
    expect(lines[4]).toMatch(/^ {2}Encoding: 200\/200 done in \d+ s$/);
    expect(lines).toHaveLength(5);
  });

  it("draws a bar with counts and the time left on a terminal", () => {
    const out = sink(true);
    const progress = startProgress({
      label: "Encoding",
      total: 4,
      stream: out.stream,
      plain: false,
    });
    progress.tick();
    progress.stop();
    expect(out.text()).toContain("1/4");
    expect(out.text()).toMatch(/left/);
    expect(out.text()).toContain("[==========---");
  });
});
