import type { ConfigSource } from '../config/config-source.js';
import type { ConfigPlace, ConfigProblem } from '../config-part.js';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';

/** Reports a config part's problems, each at its place in the config file. */
export function reportPartProblems(
  found: readonly ConfigProblem[] | undefined,
  source: ConfigSource,
  problems: Problems,
): void {
  for (const problem of found ?? []) problems.error(problem.message, locate(source, problem.at), problem.hint);
}

function locate(source: ConfigSource, { path, key, after, value }: ConfigPlace): SourceLocation {
  const atPath = path && source.locatePath(path, { isValue: value !== undefined });
  if (atPath) return atPath;
  return value === undefined
    ? source.locateKey(key, after === undefined ? {} : { after })
    : source.locateValue(value, { key, ...(after === undefined ? {} : { after }) });
}
