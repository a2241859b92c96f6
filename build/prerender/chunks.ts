/**
 * Reading Vite's client manifest: which files a chunk needs, and which lazy chunks the page's
 * buttons ask for when pressed before the app is live.
 */

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Files a chunk needs before it runs: itself and its static imports, recursively. */
export function chunkClosure(
  manifest: Manifest,
  key: string,
  out = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkClosure(manifest, dep, out);
  return out;
}

/**
 * The code each `data-loads="<chunk name>"` button of a rendered page needs once pressed, by
 * that name, less what the route loads anyway (`routeFiles`). A name that is no lazy chunk of
 * the app fails the build.
 */
export function onPressModules(
  manifest: Manifest,
  html: string,
  routeFiles: Set<string>,
): Record<string, string[]> {
  const onPress: Record<string, string[]> = {};
  for (const part of html.split('data-loads="').slice(1)) {
    const name = part.slice(0, part.indexOf('"'));
    const key = Object.keys(manifest).find(
      (k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name,
    );
    if (!key) throw new Error(`data-loads="${name}" names no lazy chunk of the app.`);
    onPress[name] = [...chunkClosure(manifest, key)]
      .filter((file) => !routeFiles.has(file))
      .map((file) => `/${file}`);
  }
  return onPress;
}
