import { memo, use, useState } from "react";
import type { Block } from "../generated/schema.ts";
import { isInteractive, isKnownBlockType, loadBlock } from "./registry.ts";
import { staticBlockHtml } from "./static-blocks.ts";
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
        Unknown block type “{type}” (block {index}). Add the folder src/blocks/{type}/ (see
        CONTRIBUTING.md), or fix the type.
      </div>
    );
  }
  return null;
}

interface Props {
  block: Block;
  /** The route of the page the block is on: a static block's prerendered HTML is kept by route. */
  route: string;
  index: number;
  pageHeading: boolean;
}

function KnownBlock({ block, index, pageHeading }: Omit<Props, "route">) {
  const { default: Component } = use(loadBlock(block.type));
  return <Component block={block as never} index={index} pageHeading={pageHeading} />;
}

/**
 * Renders one block through the registry; unknown types are loud in dev and silent in production.
 * A block that needs no app is wrapped in `<div data-block-static>` (display: contents). When the
 * app hydrates a prerendered page, that wrapper takes the HTML the page came with
 * (static-blocks.ts): the server's own markup, which React leaves in place, so the block's
 * component is neither loaded nor run.
 */
export const BlockRenderer = memo(function BlockRenderer({
  block,
  index,
  pageHeading,
  route,
}: Props) {
  const isStatic = !isInteractive(block);
  // Decided once, when the block mounts: a later render of the same page keeps the same markup.
  const [kept] = useState(() => (isStatic ? staticBlockHtml(route, index) : undefined));
  const type = (block as { type?: unknown }).type;
  if (typeof type !== "string" || !isKnownBlockType(type)) {
    if (!import.meta.env.DEV)
      console.error(
        `Unknown block type ${JSON.stringify(type)} at block ${index}; it was not rendered.`,
      );
    return <UnknownBlock type={String(type)} index={index} />;
  }
  if (kept !== undefined)
    return (
      // Not document content: the page's own prerendered markup, read back from the DOM. React
      // hydrates the wrapper and leaves what is inside it as the server wrote it.
      // eslint-disable-next-line no-restricted-syntax
      <div data-block-static={index} dangerouslySetInnerHTML={{ __html: kept }} />
    );
  const known = (
    <BlockErrorBoundary type={type} index={index}>
      <KnownBlock block={block} index={index} pageHeading={pageHeading} />
    </BlockErrorBoundary>
  );
  return isStatic ? <div data-block-static={index}>{known}</div> : known;
});
