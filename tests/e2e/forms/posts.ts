/** The forms' posts as the browser sends them, for the specs that count them. */
import type { Page, Request } from "@playwright/test";

/** Every POST the page makes to a form endpoint (a path), recorded as it is sent. */
export function recordPosts(page: Page, endpoint: string): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === endpoint)
      posts.push(request);
  });
  return posts;
}
