import type { Metafile } from 'esbuild';
import path from 'node:path';
import { wrappedInputOf } from './load-after-app.js';

const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * The modules (absolute paths) that two or more layout chunks import and the app does not: esbuild would split each
 * set of layouts sharing code into a chunk of its own, so a page would start with one file per set. Loaded with the
 * app instead, they cost every page their bytes but no request.
 */
export function modulesSharedByLayouts(
  metafile: Metafile,
  options: {
    isLayout: (input: string) => boolean;
    appModule: string;
    /** The folder esbuild names inputs relative to: its working folder. */
    workingDir: string;
  },
): string[] {
  const { isLayout, appModule, workingDir } = options;
  const absolute = (input: string) => path.resolve(workingDir, wrappedInputOf(input));
  const closureOf = (input: string, stopAt: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current) || stopAt.has(current) || !metafile.inputs[current]) return;
      seen.add(current);
      for (const imported of metafile.inputs[current]!.imports)
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    };
    visit(input);
    return seen;
  };
  const app = Object.keys(metafile.inputs).find((input) => absolute(input) === appModule);
  const reachedByApp = app ? closureOf(app) : new Set<string>();
  const layoutCount = new Map<string, number>();
  for (const layout of Object.keys(metafile.inputs).filter((input) => input !== wrappedInputOf(input))) {
    if (!isLayout(wrappedInputOf(layout))) continue;
    for (const input of closureOf(layout, reachedByApp)) layoutCount.set(input, (layoutCount.get(input) ?? 0) + 1);
  }
  return [...layoutCount]
    .filter(([input, count]) => count > 1 && SCRIPT.test(input) && input === wrappedInputOf(input))
    .map(([input]) => absolute(input));
}
