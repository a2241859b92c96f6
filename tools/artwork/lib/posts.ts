// Square social-media post designs, per brand copy. Drawn at the origin in a size×size square.
// The parts live in lib/posts/.

export { POSTS, postFor } from "./posts/specs.ts";
export type { PostSpec } from "./posts/specs.ts";
export { productObject } from "./posts/product.ts";
export { post } from "./posts/post.ts";
