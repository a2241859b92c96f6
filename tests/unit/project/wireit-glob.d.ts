/** wireit's own glob (untyped), so the stage-input test expands patterns exactly as wireit does. */
declare module "wireit/lib/util/glob.js" {
  export function glob(
    patterns: string[],
    options: {
      cwd: string;
      absolute: boolean;
      followSymlinks: boolean;
      includeDirectories: boolean;
      expandDirectories: boolean;
      throwIfOutsideCwd: boolean;
    },
  ): Promise<{ path: string }[]>;
}
