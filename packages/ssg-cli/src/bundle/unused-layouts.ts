import type { ThemeDefinition } from '@kran/theme/definition';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'kran-unused-layout';

/**
 * Leaves the layout chunks of route kinds the site has no page of out of the bundle: nothing loads them, and the
 * code they share with the layouts the site uses would otherwise become chunks of its own or part of every page's
 * start. A page of a new kind makes a new bundle, since the kinds are part of its inputs.
 */
export function leaveOutUnusedLayouts(
  { layoutChunk, layoutChunkHosts = {} }: Pick<ThemeDefinition, 'layoutChunk' | 'layoutChunkHosts'>,
  routeKinds: readonly string[],
): Plugin {
  const usedChunks = new Set(routeKinds.map((kind) => layoutChunkHosts[kind] ?? kind));
  return {
    name: 'leave-out-unused-layouts',
    setup(build) {
      build.onResolve({ filter: layoutChunk }, async (args) => {
        // Another plugin's own resolving (it passes pluginData) is left to it.
        if (args.kind !== 'dynamic-import' || args.pluginData !== undefined) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        const kind = resolved.path.match(layoutChunk)?.[1];
        if (resolved.errors.length > 0 || kind === undefined || usedChunks.has(kind)) return resolved;
        return { path: kind, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `throw new Error(${JSON.stringify(
          `This site has no page of kind ${args.path}, so its layout is not part of the bundle.`,
        )});\n`,
        loader: 'js',
      }));
    },
  };
}
