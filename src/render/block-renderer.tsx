import { memo, use } from "react";
import type { Block } from "../generated/schema.ts";
import { isInteractive, isKnownBlockType, loadBlock, registry } from "./registry.ts";
import { BlockErrorBoundary } from "./block-error-boundary.tsx";
import { Island } from "./island.tsx";
import { BehaviourHost } from "./behaviour-host.tsx";
import BlockIsland, { imagesOf } from "./block-island.tsx";
import { PageContext } from "../ui/page-context.ts";

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
  index: number;
  pageHeading: boolean;
}

function StaticBlock({ block, index, pageHeading }: Props) {
  const { default: Component } = use(loadBlock(block.type));
  return <Component block={block as never} index={index} pageHeading={pageHeading} />;
}

/**
 * Renders one block through the registry; unknown types are loud in dev and silent in production.
 * A block that needs no code in the browser is its HTML and nothing more; one that moves without
 * React is its HTML and its small script (behaviour-host.tsx). An interactive one is an island
 * (island.tsx) that wakes when its definition says, from its own props only.
 */
export const BlockRenderer = memo(function BlockRenderer({ block, index, pageHeading }: Props) {
  const type = (block as { type?: unknown }).type;
  if (typeof type !== "string" || !isKnownBlockType(type)) {
    if (!import.meta.env.DEV)
      console.error(
        `Unknown block type ${JSON.stringify(type)} at block ${index}; it was not rendered.`,
      );
    return <UnknownBlock type={String(type)} index={index} />;
  }
  const definition = registry[type]!;
  if (!isInteractive(block)) {
    const drawn = <StaticBlock block={block} index={index} pageHeading={pageHeading} />;
    return (
      <BlockErrorBoundary type={type} index={index}>
        {definition.behaviour ? (
          // Drawn afresh when the block changes (dev, editor): its behaviour may have added to it.
          <BehaviourHost
            key={JSON.stringify(block)}
            name={type}
            wake={definition.wake ?? "visible"}
            load={definition.behaviour}
          >
            {drawn}
          </BehaviourHost>
        ) : (
          drawn
        )}
      </BlockErrorBoundary>
    );
  }
  // Read here, past the static blocks: a block that reads the page's context is redrawn whenever
  // the page changes (in the editor's preview, every keystroke), and a static one needs none of it.
  const page = use(PageContext);
  const tiles = definition.needsTiles ? page?.tiles : undefined;
  return (
    <Island
      name="block"
      wake={definition.wake ?? "visible"}
      wakeWhile={definition.wakeWhile}
      component={BlockIsland}
      props={{
        block,
        index,
        pageHeading,
        route: page?.route ?? "",
        images: imagesOf(page?.images ?? {}, block, tiles),
        ...(tiles && { tiles, taxonomy: page?.taxonomy }),
      }}
    />
  );
});
