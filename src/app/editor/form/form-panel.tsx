/**
 * The middle panel: the document's problems (each a button to its field), then the form of the
 * chosen block, or of the page's own settings. Its heading takes the focus when a block is chosen;
 * the block's first field is the next tab stop.
 */
import type { CatalogueEntry } from "../../../core/blocks/block-docs.ts";
import { isError, severityOf, type Diagnostic } from "../../../core/diagnostics/diagnostics.ts";
import {
  blockSchemaKey,
  documentSchemaKey,
  type DocumentKind,
} from "../../../core/schema/schema-keys.ts";
import { ObjectField } from "./schema-form.tsx";
import { humanize, type Schema, type Schemas } from "./schema-tools.ts";

/** What the page settings form leaves out: the blocks have their own forms; the rest is plumbing. */
const NOT_SETTINGS = new Set(["blocks", "$schema", "schemaVersion"]);

interface Props {
  schemas: Schemas;
  entries: readonly CatalogueEntry[];
  file: string;
  kind: DocumentKind;
  data: Record<string, unknown>;
  blocks: readonly unknown[] | undefined;
  selected: number;
  block: { type?: string } | undefined;
  /** The selected block's identity (state/block-ids.ts): its form is drawn again, not made anew,
   * when the block moves (its fields' pointers change), and made anew for another block. */
  blockId: string | undefined;
  diagnostics: readonly Diagnostic[];
  /** Goes to the field a problem is at. */
  onJump: (pointer: string) => void;
}

export function FormPanel(props: Props) {
  const { schemas, entries, file, kind, data, blocks, selected, block, diagnostics } = props;
  const errors = diagnostics.filter(isError);
  const blockKey = block?.type ? blockSchemaKey(block.type) : undefined;
  const pageSchema = schemas[documentSchemaKey[kind]] ?? {};
  const settings: Schema = {
    ...pageSchema,
    properties: Object.fromEntries(
      Object.entries(pageSchema.properties ?? {}).filter(([name]) => !NOT_SETTINGS.has(name)),
    ),
  };
  return (
    <>
      {diagnostics.length ? (
        <section className="problem-list" aria-labelledby="problems-title">
          <h2 id="problems-title">
            {errors.length} {errors.length === 1 ? "error" : "errors"},{" "}
            {diagnostics.length - errors.length} warnings
          </h2>
          <ul>
            {diagnostics.map((d, i) => (
              <li key={i} className={severityOf(d)}>
                <button type="button" onClick={() => props.onJump(d.pointer)}>
                  {d.message}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="form" aria-labelledby="form-title">
        <h2 id="form-title" tabIndex={-1}>
          {block
            ? `Block ${selected + 1} · ${entries.find((e) => e.type === block.type)?.title ?? block.type}`
            : blocks
              ? "Page settings"
              : humanize(kind)}
        </h2>
        {block && blockKey && schemas[blockKey] ? (
          <ObjectField
            key={`${file}:${props.blockId}`}
            located={{ schema: schemas[blockKey]!, from: blockKey }}
            pointer={`/blocks/${selected}`}
            value={block}
            label="Block"
            required
            bare
          />
        ) : (
          <ObjectField
            key={file}
            located={{ schema: settings, from: documentSchemaKey[kind] }}
            pointer=""
            value={data}
            label="Page"
            required
            bare
          />
        )}
      </section>
    </>
  );
}
