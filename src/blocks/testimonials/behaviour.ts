/** The block's strip moves without React: src/ui/marquee-behaviour.ts. */
export { default } from "../../ui/marquee-behaviour.ts";
