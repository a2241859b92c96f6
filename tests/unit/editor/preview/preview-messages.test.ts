// @vitest-environment jsdom
/**
 * The editor hands its Preview frame a message in its own task when the frame offers a receiver
 * (src/app/editor/preview/preview-messages.ts): at once, as a copy, and never with the frame's
 * failure thrown back into the editor; to a frame that offers none yet, it posts the message.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  offerReceiver,
  sendToPreview,
  type PatchPreview,
} from "../../../../src/app/editor/preview/preview-messages.ts";

const message: PatchPreview = {
  kind: "patch",
  blocks: [["b1", { type: "text", title: "One" }]],
  props: [],
  selected: 0,
  sentAt: 0,
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a message to the Preview", () => {
  it("is received at once, as a copy, when the frame offers a receiver", () => {
    const received: unknown[] = [];
    stop = offerReceiver((next) => received.push(next));
    sendToPreview(window, message);
    expect(received).toEqual([message]);
    expect(received[0]).not.toBe(message);
    expect((received[0] as PatchPreview).blocks[0]![1]).not.toBe(message.blocks[0]![1]);
  });

  it("does not throw the frame's failure into the editor", () => {
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    stop = offerReceiver(() => {
      throw new Error("broken block");
    });
    expect(() => sendToPreview(window, message)).not.toThrow();
    expect(reported).toHaveBeenCalledWith(new Error("broken block"));
  });

  it("is posted to a frame that offers no receiver yet", () => {
    const post = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    sendToPreview(window, message);
    expect(post).toHaveBeenCalledWith(message, location.origin);
  });
});
