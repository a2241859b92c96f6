/**
 * A block that moves without React (its definition's `behaviour`, see define-block.ts), or a
 * part of the chrome that works so (the newsletter). On the server it is its prerendered HTML
 * inside a marked wrapper, `<div data-island="behaviour">` (display: contents) with its name and
 * its trigger: the page's loader
 * (src/app/islands-loader.ts) runs the block's behaviour.ts on it when it wakes, and nothing
 * hydrates it. Where the page is drawn by React (the dev server, the editor's preview), the
 * behaviour runs once the block is drawn, and is undone before the block is drawn again.
 */
import { useEffect, useRef, type ReactNode } from "react";
import type { BlockDefinition } from "../core/blocks/define-block.ts";
import { behaviourAttributes, type Wake } from "../core/wake.ts";

export function BehaviourHost({
  name,
  wake,
  load,
  children,
}: {
  /** The block's type, or the chrome's part ("newsletter"): the loader's name for its script. */
  name: string;
  wake: Wake;
  load: NonNullable<BlockDefinition["behaviour"]>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let undo: (() => void) | undefined;
    let gone = false;
    void load().then(({ default: behave }) => {
      if (!gone && ref.current) undo = behave(ref.current);
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, [load]);
  return (
    <div ref={ref} {...behaviourAttributes(name, wake)}>
      {children}
    </div>
  );
}
