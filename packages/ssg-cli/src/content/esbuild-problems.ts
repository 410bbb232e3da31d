import { ContentError, ContentErrors } from '@kran/content-core/errors';
import type { Message } from 'esbuild';
import path from 'node:path';

const STYLESHEET = /\.(css|s[ac]ss)$/;

interface ProblemOptions {
  kind: string;
  hint: string;
  /** The folder esbuild names files relative to (its `absWorkingDir`): the site's unless given. */
  workingDir?: string;
}

/**
 * esbuild's errors as content errors at their file, line and column (relative to the site, columns from 1); a
 * stylesheet's are the stylesheet's, others the `kind`'s (`page module`). Undefined for an error that is not esbuild's.
 */
export function esbuildContentErrors(
  siteDir: string,
  error: unknown,
  options: ProblemOptions,
): ContentErrors | undefined {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages) return undefined;
  return new ContentErrors(messages.map((message) => compileProblem(siteDir, message, options)));
}

function compileProblem(siteDir: string, message: Message, { kind, hint, workingDir = siteDir }: ProblemOptions) {
  const location = message.location;
  const file = location
    ? path.relative(siteDir, path.resolve(workingDir, location.file)).split(path.sep).join('/')
    : '.';
  const isStylesheet = STYLESHEET.test(file);
  // esbuild adds a note naming the import that ran a plugin, which says nothing about the fix.
  const note = message.notes.find((candidate) => !candidate.text.startsWith('The plugin "'));
  return new ContentError(
    `The ${isStylesheet ? 'stylesheet' : kind} does not compile: ${message.text}`,
    location ? { file, line: location.line, column: location.column + 1 } : { file },
    note?.text ?? (isStylesheet ? 'Correct the stylesheet at this place.' : hint),
  );
}
