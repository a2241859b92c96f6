/** motion's DOM animation features, in a chunk of their own so LazyMotion can fetch them later. */
import { domAnimation } from "motion/react";

export default domAnimation;
