import { ContentError, ContentErrors } from '@kran/content-core/errors';
import { ConfigError } from '../config/load-config.js';
import type { BrokenLink } from '../links/locate-broken-links.js';
import { BrokenLinksError } from '../links/broken-links-error.js';

/** An error as it crosses from a worker thread: plain data that keeps what the CLI prints of it. */
export type ThreadError =
  | { kind: 'content'; errors: { message: string; location: ContentError['location']; hint?: string }[] }
  | { kind: 'config'; message: string }
  | { kind: 'brokenLinks'; brokenLinks: BrokenLink[] }
  | { kind: 'other'; chain: { name: string; message: string; stack?: string }[] };

export function toThreadError(error: unknown): ThreadError {
  if (error instanceof ContentErrors)
    return {
      kind: 'content',
      errors: error.errors.map(({ message, location, hint }) => ({ message, location, ...(hint ? { hint } : {}) })),
    };
  if (error instanceof ConfigError) return { kind: 'config', message: error.message };
  if (error instanceof BrokenLinksError) return { kind: 'brokenLinks', brokenLinks: error.brokenLinks };
  const chain: { name: string; message: string; stack?: string }[] = [];
  for (
    let current: unknown = error;
    current !== undefined;
    current = current instanceof Error ? current.cause : undefined
  ) {
    chain.push(
      current instanceof Error
        ? { name: current.name, message: current.message, ...(current.stack ? { stack: current.stack } : {}) }
        : { name: 'Error', message: String(current) },
    );
  }
  return { kind: 'other', chain };
}

/** The error again, of its own class where the CLI tells classes apart, with its causes. */
export function fromThreadError(error: ThreadError): Error {
  if (error.kind === 'content')
    return new ContentErrors(
      error.errors.map(({ message, location, hint }) => new ContentError(message, location, hint)),
    );
  if (error.kind === 'config') return new ConfigError(error.message);
  if (error.kind === 'brokenLinks') return new BrokenLinksError(error.brokenLinks);
  return error.chain.reduceRight<Error | undefined>((cause, link) => {
    const rebuilt = new Error(link.message, cause ? { cause } : undefined);
    rebuilt.name = link.name;
    if (link.stack) rebuilt.stack = link.stack;
    return rebuilt;
  }, undefined)!;
}
