import type { Plugin } from 'esbuild';

/** The specifier that imports the module of nextTaskModule(). */
export const NEXT_TASK_MODULE = 'kran:next-task';

const NAMESPACE = 'kran-next-task';

/**
 * A module that lets the browser run other tasks before the modules imported after it are evaluated: evaluating
 * React and the app in one task would keep the page from answering input for longer. It has an effect and no
 * exports, so it is kept even where the site's package.json says its modules have no side effects.
 */
export function nextTaskModule(): Plugin {
  return {
    name: 'kran-next-task',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NEXT_TASK_MODULE}$`) }, () => ({
        path: NEXT_TASK_MODULE,
        namespace: NAMESPACE,
        sideEffects: true,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: 'await new Promise((resolve) => setTimeout(resolve, 0));\n',
        loader: 'js',
      }));
    },
  };
}
