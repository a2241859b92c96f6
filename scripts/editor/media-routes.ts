/**
 * The editor's pictures, reached from its endpoint (api.ts) behind the same token and Origin
 * checks: the pictures under public/media the media picker lists, with their sizes, and an
 * upload, which must be a picture of an allowed type and size in its bytes too before it is
 * stored under a new name in public/media/<folder>/ (guards.ts), never over a file.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import {
  EDIT_MAX_UPLOAD_BYTES,
  EDIT_UPLOAD_TYPES,
  type MediaItem,
} from "../../src/core/editor/editor-api.ts";
import { listMedia } from "../content/load.ts";
import { devImageInfo, runPool } from "../content/media.ts";
import { hasMagicBytes, inside, isInside, kebabName, Refusal, storeNew } from "./guards.ts";
import type { Body, Route } from "./guards.ts";

export interface MediaRoutesOptions {
  publicDir: string;
}

const IMAGE = /\.(png|jpe?g|webp|avif|svg)$/i;
const FOLDER = /^[a-z0-9][a-z0-9-]*$/;

export function mediaRoutes({ publicDir }: MediaRoutesOptions) {
  async function upload(body: Body) {
    const { folder, name, type, data } = body;
    if (typeof type !== "string" || !Object.hasOwn(EDIT_UPLOAD_TYPES, type))
      throw new Refusal(415, "file-type", "Upload a PNG, JPEG, WebP or AVIF picture.");
    if (typeof folder !== "string" || !FOLDER.test(folder))
      throw new Refusal(400, "folder", "The folder must be a slug such as acme-bakery.");
    if (
      typeof name !== "string" ||
      typeof data !== "string" ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(data)
    )
      throw new Refusal(400, "request", 'An upload needs a "name" and its bytes in base64 "data".');
    const bytes = Buffer.from(data, "base64");
    if (bytes.length > EDIT_MAX_UPLOAD_BYTES)
      throw new Refusal(
        413,
        "size",
        `The picture is larger than ${EDIT_MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      );
    if (!hasMagicBytes(type, bytes))
      throw new Refusal(415, "file-type", `The file's bytes are not a ${type} picture.`);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw new Refusal(415, "file-type", "The picture cannot be read; it may be damaged.");
      });
    // Each step judged before the next is made, so no folder is ever created outside public/.
    const media = join(publicDir, "media");
    mkdirSync(media, { recursive: true });
    inside(media, publicDir);
    if (!inside(join(media, folder), publicDir)) mkdirSync(join(media, folder));
    const dir = inside(join(media, folder), publicDir)!;
    const stored = storeNew(dir, kebabName(name), EDIT_UPLOAD_TYPES[type]!, bytes);
    const item: MediaItem = { src: `/media/${folder}/${stored}` };
    if (meta.width && meta.height) Object.assign(item, { width: meta.width, height: meta.height });
    return { status: 201, body: item };
  }

  const routes: Record<string, Route> = {
    "GET /media": async () => {
      const sources = listMedia(publicDir).filter(
        (src) => IMAGE.test(src) && isInside(join(publicDir, src), publicDir),
      );
      const items: MediaItem[] = [];
      await runPool(sources, 8, async (src) => {
        const info = await devImageInfo(publicDir, src).catch(() => undefined);
        items.push(info ? { src, width: info.width, height: info.height } : { src });
      });
      return { body: { items: items.sort((a, b) => a.src.localeCompare(b.src)) } };
    },
    "POST /upload": async (body) => upload(body),
  };

  return { routes };
}
