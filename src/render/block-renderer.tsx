import { use } from "react";
import type { Block } from "../generated/schema.ts";
import { isKnownBlockType, loadBlock } from "./registry.ts";
import { BlockErrorBoundary } from "./block-error-boundary.tsx";

function UnknownBlock({ type, index }: { type: string; index: number }) {
  if (import.meta.env.DEV) {
    return (
      <div
        role="note"
        data-unknown-block={type}
        css={{
          padding: "1rem",
          border: "2px dashed #b36b00",
          background: "#fff7e6",
          color: "#6b4000",
          margin: "1rem",
        }}
      >
        Unknown block type “{type}” (block {index}). Add schema/blocks/{type}.schema.json and
        src/blocks/{type}/{type}.tsx, or fix the type.
      </div>
    );
  }
  return null;
}

interface Props {
  block: Block;
  index: number;
  pageHeading: boolean;
}

function KnownBlock({ block, index, pageHeading }: Props) {
  const { default: Component } = use(loadBlock(block.type));
  return <Component block={block as never} index={index} pageHeading={pageHeading} />;
}

/** Renders one block through the registry; unknown types are loud in dev and silent in production. */
export function BlockRenderer({ block, index, pageHeading }: Props) {
  const type = (block as { type?: unknown }).type;
  if (typeof type !== "string" || !isKnownBlockType(type)) {
    if (!import.meta.env.DEV)
      console.error(
        `Unknown block type ${JSON.stringify(type)} at block ${index}; it was not rendered.`,
      );
    return <UnknownBlock type={String(type)} index={index} />;
  }
  return (
    <BlockErrorBoundary type={type} index={index}>
      <KnownBlock block={block} index={index} pageHeading={pageHeading} />
    </BlockErrorBoundary>
  );
}
