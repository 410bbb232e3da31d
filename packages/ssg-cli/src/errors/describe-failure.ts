import { ContentErrors, formatProblem } from '@kran/content-core';
import { ConfigError } from '../config/load-config.js';
import { thrownAt } from './thrown-at.js';

/** The text a failed command prints: content errors with their locations, or the error and its causes. */
export function describeFailure(error: unknown): string {
  if (error instanceof ContentErrors)
    return `${error.errors.map(formatProblem).join('\n\n')}\n\n${error.message} Nothing was written.`;
  if (error instanceof ConfigError) return error.message;
  const lines: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    lines.push(lines.length === 0 ? current.message : `  caused by: ${current.message}`);
    current = current.cause;
  }
  if (lines.length === 0) lines.push(String(error));
  const location = thrownAt(error);
  if (location) lines.push(`  thrown at: ${location}`);
  if (process.env.KRAN_DEBUG && error instanceof Error) lines.push(error.stack ?? '');
  return lines.join('\n');
}
