/**
 * For the server tests: a small built site in a temporary folder (the real build's file
 * layout, its form pages made by the build's own code), a server on a free port, and raw
 * requests over node:net, written byte for byte the way a hostile or broken client would.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formPageHtml } from "../../../scripts/prerender/form-pages.ts";
import { createSiteServer, type SiteServerOptions } from "../../../scripts/serve/site-server.ts";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<style data-emotion="css x">.x{color:red}</style><script type="module" src="/assets/app-1.js"></script></head>` +
  `<body><div id="root"><header>Saffron Studio</header><main id="main">${body}</main><footer>Footer</footer></div>` +
  // Enough text that the build's precompression writes .br and .gz variants.
  `<p hidden>${"Lorem ipsum dolor sit amet. ".repeat(40)}</p></body></html>`;

export const POLICY = {
  home: "default-src 'none'; style-src 'sha256-home'",
  work: "default-src 'none'; style-src 'sha256-work'",
  notFound: "default-src 'none'; style-src 'sha256-404'",
};

/** A built site: "/", "/work" (alias "/our-work"), a route family, 404 pages, internal files. */
export function writeSite(dist: string) {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  };
  const manifest = {
    routes: ["/", "/work"],
    aliases: { "/our-work": "/work" },
    families: [
      {
        prefix: "/portfolio/",
        notFoundText: "Project not found",
        notFoundPage: "/_404/project-not-found.html",
      },
    ],
    notFoundPage: "/404.html",
  };
  const notFound = page(
    "Not found",
    `<section data-not-found=""><h1>Page not found</h1><p>Gone.</p><a href="/">Home</a></section>`,
  );
  write("_routes.json", JSON.stringify(manifest));
  write(
    "_headers",
    `/*\n  X-Content-Type-Options: nosniff\n/\n  Content-Security-Policy: ${POLICY.home}\n`,
  );
  const policies: Record<string, string> = {
    "/index.html": POLICY.home,
    "/work/index.html": POLICY.work,
    "/our-work/index.html": POLICY.work,
    "/404.html": POLICY.notFound,
    "/_404/project-not-found.html": POLICY.notFound,
  };
  write("index.html", page("Home", "<h1>Home</h1>"));
  write("work/index.html", page("Our work", "<h1>Our work</h1>"));
  write("our-work/index.html", page("Our work", "<h1>Our work</h1>"));
  write("404.html", notFound);
  write("_404/project-not-found.html", notFound.replace("Page not found", "Project not found"));
  const words = {
    "thanks-newsletter": {
      title: "Thank you for subscribing!",
      heading: "Thank you for subscribing!",
      text: "You are on the list.",
    },
    "thanks-contact": {
      title: "Thank you!",
      heading: "Thank you!",
      text: "Your message is with us.",
    },
    problem: { title: "Your form was not sent", heading: "", text: "" },
  };
  for (const [name, copy] of Object.entries(words)) {
    write(`_forms/${name}.html`, formPageHtml(notFound, copy, "Saffron Studio"));
    policies[`/_forms/${name}.html`] = POLICY.notFound;
  }
  write("_csp.json", JSON.stringify(policies));
  write("_csp.nginx.conf", "map $uri $page_csp {}\n");
  write("_search.json", "[]");
  write("assets/app-1.js", `export const app = "${"x".repeat(2000)}";`);
  write("_data/work.json", "{}");
  write(".build-stamp", "test");
}

export interface Running {
  server: Server;
  port: number;
  base: string;
  dist: string;
  formsDir: string;
  logs: string[];
  close: () => Promise<void>;
}

export async function startServer(
  options: Partial<SiteServerOptions> & { prepare?: (dist: string) => void | Promise<void> } = {},
): Promise<Running> {
  const dist = mkdtempSync(join(tmpdir(), "site-"));
  writeSite(dist);
  await options.prepare?.(dist);
  const formsDir = options.formsDir ?? join(mkdtempSync(join(tmpdir(), "forms-")), "data");
  const logs: string[] = [];
  const server = createSiteServer({ log: (line) => logs.push(line), ...options, dist, formsDir });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    dist,
    formsDir,
    logs,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How the connection ended: closed by the server, reset, or still open when we stopped. */
  ended: "closed" | "reset" | "open";
  ms: number;
}

function parseResponse(raw: Buffer): Omit<RawResponse, "ended" | "ms"> {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = split < 0 ? text : text.slice(0, split);
  let body = split < 0 ? "" : text.slice(split + 4);
  const [statusLine, ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers["transfer-encoding"] === "chunked") {
    let out = "";
    let rest = body;
    for (;;) {
      const eol = rest.indexOf("\r\n");
      const size = parseInt(rest.slice(0, eol), 16);
      if (!(size > 0)) break;
      out += rest.slice(eol + 2, eol + 2 + size);
      rest = rest.slice(eol + 2 + size + 2);
    }
    body = out;
  }
  return {
    status: Number(statusLine?.split(" ")[1] ?? 0),
    headers,
    body: Buffer.from(body, "latin1").toString("utf8"),
  };
}

/**
 * Opens a connection, lets `send` write to it, and collects the answer until the server
 * closes the connection, a whole response has arrived (`untilComplete`), or `timeoutMs`.
 */
export function rawRequest(
  port: number,
  send: (socket: Socket) => unknown,
  options: { timeoutMs?: number; untilComplete?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (ended: RawResponse["ended"]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponse(Buffer.concat(chunks)), ended, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish("open"), options.timeoutMs ?? 5_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (options.untilComplete) {
        const parsed = parseResponse(Buffer.concat(chunks));
        const length = Number(parsed.headers["content-length"]);
        const text = Buffer.concat(chunks).toString("latin1");
        const head = text.indexOf("\r\n\r\n");
        if (head >= 0 && Number.isFinite(length) && text.length - head - 4 >= length)
          finish("open");
      }
    });
    socket.on("end", () => finish("closed"));
    socket.on("close", () => finish("closed"));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      finish(error.code === "ECONNRESET" || error.code === "EPIPE" ? "reset" : "closed"),
    );
    socket.on("connect", () => void send(socket));
  });
}

/** A complete request with a body, as text. */
export function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = "",
): string {
  const all: Record<string, string> = { Host: "127.0.0.1", Connection: "close", ...headers };
  if (body || method === "POST") all["Content-Length"] ??= String(Buffer.byteLength(body));
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n${body}`;
}
