/**
 * React DOM, run before the rest of the app and in a task of its own (src/app/entry-client.tsx
 * runs it first). Evaluating a module runs all the code it imports that has not run yet in one
 * task: React DOM is the largest part of the app's, so on its own the app's start is two tasks
 * of 10–15 ms on a fast machine rather than one of 30–50, which a slow phone would feel.
 */
import "react-dom/client";
