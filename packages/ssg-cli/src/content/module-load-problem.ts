import { ContentError } from '@kran/content-core/errors';

const PACKAGE_IN_PATH = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/**
 * What Node reports while importing a compiled site module (a React page, a component), in Kran's form: the module,
 * what is missing and what to do. Undefined for errors that are the module's own (its code threw).
 */
export function moduleLoadProblem(file: string, kind: string, error: unknown): ContentError | undefined {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  const at = { file, line: 1, column: 1 };
  if (code === 'ERR_UNKNOWN_FILE_EXTENSION') {
    const extension = /"(\.[^"]+)"/.exec(message)?.[1] ?? 'a file';
    const packageName = PACKAGE_IN_PATH.exec(message)?.[1];
    return new ContentError(
      `The ${kind} ${file} loads ${packageName ? `the package "${packageName}", which imports` : 'code that imports'} ` +
        `a ${extension} file; Node cannot import ${extension} files, so the page cannot be rendered on the server.`,
      at,
      `Show that component in the browser only: \`const Widget = lazy(() => import('${packageName ?? '…'}'));\` ` +
        'rendered inside `<BrowserOnly>{() => <Suspense><Widget /></Suspense>}</BrowserOnly>`.',
    );
  }
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
    const packageName = /(?:package|module) '([^']+)'/.exec(message)?.[1] ?? PACKAGE_IN_PATH.exec(message)?.[1];
    return new ContentError(
      `The ${kind} ${file} cannot be loaded: ${message.split('\n')[0]}`,
      at,
      packageName
        ? `Add "${packageName}" to the site's package.json and install it, or import a path the package exports.`
        : "Check the module's imports: every package must be installed in the site.",
    );
  }
  return undefined;
}
