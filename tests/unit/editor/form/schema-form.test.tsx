// @vitest-environment jsdom
/**
 * A keystroke draws the field it changed, not every field of the block's form
 * (src/app/editor/form/schema-form.tsx): fields are counted by their shells (FieldShell draws
 * around every single value once per render). Without the memoised fields, all of them were drawn
 * again.
 */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { mountedRoot } from "../../support/mounted-root.ts";
import { loadSchemas } from "../../../../scripts/content/load.ts";
import { blockSchemaKey } from "../../../../src/core/schema/schema-keys.ts";
import type { Schemas } from "../../../../src/app/editor/form/schema-tools.ts";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const shells = vi.hoisted(() => ({ drawn: [] as string[] }));
vi.mock("../../../../src/app/editor/form/field-shell.tsx", async (original) => {
  const module = await original<typeof import("../../../../src/app/editor/form/field-shell.tsx")>();
  return {
    ...module,
    FieldShell: (props: Parameters<typeof module.FieldShell>[0]) => {
      shells.drawn.push(props.pointer);
      return module.FieldShell(props);
    },
  };
});
const { ObjectField } = await import("../../../../src/app/editor/form/schema-form.tsx");
const { FormContext } = await import("../../../../src/app/editor/form/form-context.ts");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A path, not a URL: jsdom's URL is not Node's (fixture-site.ts's root cannot be read here).
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const schemas = loadSchemas(projectRoot) as Schemas;
const key = blockSchemaKey("text");
const form = { schemas, dispatch: () => {}, diagnostics: new Map() };

const dom = mountedRoot();

function draw(block: object) {
  shells.drawn = [];
  act(() =>
    dom.root.render(
      <FormContext.Provider value={form}>
        <ObjectField
          located={{ schema: schemas[key]!, from: key }}
          pointer="/blocks/0"
          value={block}
          label="Block"
          required
          bare
        />
      </FormContext.Provider>,
    ),
  );
  return shells.drawn;
}

describe("a block's form", () => {
  it("draws again only the field whose value a keystroke changed", () => {
    const block = {
      type: "text",
      title: "Chapter",
      paragraphs: ["One.", "Two.", "Three."],
      services: ["Identity"],
      servicesLabel: "Services Provided:",
    };
    expect(draw(block).length).toBeGreaterThan(5);
    expect(draw({ ...block, title: "Chapter 1" })).toEqual(["/blocks/0/title"]);
    expect(
      dom.container.querySelector<HTMLInputElement>('[id="field:/blocks/0/title"]')!.value,
    ).toBe("Chapter 1");
    const paragraphs = [...block.paragraphs];
    paragraphs[1] = "Two, edited.";
    expect(draw({ ...block, title: "Chapter 1", paragraphs })).toEqual(["/blocks/0/paragraphs/1"]);
  });
});
