/**
 * The editor's git endpoints, reached from its endpoint (api.ts) behind the same token and
 * Origin checks: the Changes list and one change opened, Discard, Publish and Push (streamed as
 * one JSON event a line, so the author sees each step and the push's progress), a page's History
 * and one revision. Every call finds the repository afresh and names only files under pages/ and
 * public/media/ (repo.ts); Changes and Publish read how that repository publishes (commit or
 * pull request) from the package.json at its top then (publish-settings.ts).
 */
import type { ServerResponse } from "node:http";
import type { ChangesResponse, PublishEvent } from "../../src/core/editor/editor-git-api.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";
import { changeDetail, defaultMessage, discard, listChanges, shown } from "./changes.ts";
import { authorOf } from "./commit.ts";
import { Refusal, type Body, type Route } from "./guards.ts";
import { pageAt, pageHistory } from "./history.ts";
import { committingOnNew, publish, pushStep, PushFailed, reviewBranch } from "./publish.ts";
import { unpushed, upstreamOf } from "./remote.ts";
import { git } from "./git.ts";
import { publishMode } from "./publish-settings.ts";
import { openRepo } from "./repo.ts";
import { readyBranch } from "./repo-state.ts";

export interface GitRoutesOptions {
  root: string;
  pagesDir: string;
  publicDir: string;
  servers: Promise<BlockServers>;
}

export type GitStream = (body: Body, res: ServerResponse) => Promise<void>;

export function gitRoutes(options: GitRoutesOptions) {
  const repo = () => openRepo(options);

  async function changes(): Promise<ChangesResponse> {
    const at = await repo();
    const mode = publishMode(at.top);
    const branch = await readyBranch(at);
    // Side by side: each is a git process or two, and the author waits on the slowest, not
    // on their sum (seconds on a busy machine).
    const [listed, upstream, author] = await Promise.all([
      listChanges(at),
      upstreamOf(at, branch),
      authorOf(at),
    ]);
    const [target, ahead] = await Promise.all([
      committingOnNew(mode, branch) ? reviewBranch(at, listed) : branch,
      unpushed(at, branch, upstream),
    ]);
    return {
      changes: listed.map(shown),
      branch,
      mode,
      target,
      ...(upstream && { remote: upstream.remote }),
      unpushed: ahead,
      ...(author && { author: `${author.name} <${author.email}>` }),
      message: defaultMessage(listed, at),
    };
  }

  const routes: Record<string, Route> = {
    "GET /changes": async () => ({ body: await changes() }),
    "GET /change": async (_body, url) => ({
      body: await changeDetail(await repo(), url.searchParams.get("file")),
    }),
    "POST /discard": async (body) => {
      const at = await repo();
      await readyBranch(at);
      return { body: { discarded: await discard(at, body.file) } };
    },
    "GET /history": async (_body, url) => ({
      body: await pageHistory(await repo(), url.searchParams.get("file")),
    }),
    "GET /revision": async (_body, url) => ({
      body: await pageAt(
        await repo(),
        url.searchParams.get("file"),
        url.searchParams.get("commit"),
      ),
    }),
  };

  /** Answers with one PublishEvent a line; a refusal or failure is the last one. */
  const streamed =
    (work: (body: Body, emit: (event: PublishEvent) => void) => Promise<unknown>): GitStream =>
    async (body, res) => {
      res.statusCode = 200;
      res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
      const emit = (event: PublishEvent) => res.write(JSON.stringify(event) + "\n");
      try {
        const result = await work(body, emit);
        emit({ kind: "done", result: result as never });
      } catch (error) {
        if (error instanceof Refusal)
          emit({
            kind: "failed",
            error: error.message,
            reason: error.reason,
            ...(error.diagnostics && { diagnostics: error.diagnostics }),
          });
        else if (error instanceof PushFailed)
          emit({ kind: "failed", error: error.message, reason: "push", commit: error.commit });
        else {
          console.error(`[editor] ${(error as Error)?.stack ?? error}`);
          emit({
            kind: "failed",
            error: `The editor's server failed: ${String(error)}`,
            reason: "internal",
          });
        }
      } finally {
        res.end();
      }
    };

  const streams: Record<string, GitStream> = {
    "POST /publish": streamed(async (body, emit) => {
      const at = await repo();
      const context = { ...options, repo: at, mode: publishMode(at.top) };
      return publish({ ...context, servers: await options.servers }, body, emit);
    }),
    "POST /push": streamed(async (_body, emit) => {
      const at = await repo();
      const branch = await readyBranch(at);
      const upstream = await upstreamOf(at, branch);
      if (!upstream)
        throw new Refusal(409, "no-remote", "No remote is set: there is nowhere to push.");
      const commit = (await git(at.top, ["rev-parse", "HEAD"])).trim();
      return pushStep(at, branch, upstream, commit, emit);
    }),
  };

  return { routes, streams };
}
