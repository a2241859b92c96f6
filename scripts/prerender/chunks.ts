/**
 * Reading Vite's client manifest: which files a chunk needs.
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
