import path from 'node:path';

// `    at Highlight (/site/src/components/Highlight.jsx:2:39)` or `    at /site/src/x.js:2:39`
const FRAME = /^\s*at (?:.*? \()?(?:file:\/\/)?([^()\s]+):(\d+):(\d+)\)?$/;
// Frames in these folders are Kran's, React's or a package's, not the site's own code.
const NOT_THE_SITES = /[\\/](?:node_modules|dist|\.ssg)[\\/]|^node:/;

/**
 * Where the site's own code (a React page, a component MDX content shows) threw the innermost error of a chain,
 * as `file:line:column` relative to the working folder; undefined when no frame of the stack is the site's.
 * The stack names the source files when the modules were compiled with source maps and these are enabled.
 */
export function thrownAt(error: unknown, cwd = process.cwd()): string | undefined {
  let innermost: unknown = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  if (!(innermost instanceof Error) || !innermost.stack) return undefined;
  for (const line of innermost.stack.split('\n')) {
    const match = FRAME.exec(line);
    if (!match || NOT_THE_SITES.test(match[1]!)) continue;
    const file = path.relative(cwd, decodeURIComponent(match[1]!)).split(path.sep).join('/');
    return `${file}:${match[2]}:${match[3]}`;
  }
  return undefined;
}
