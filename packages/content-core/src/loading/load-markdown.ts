import { stripFrontMatter } from '../front-matter/parse-front-matter.js';
import type { Problems } from '../errors/problems.js';
import { andThen, type MaybePromise } from '../maybe-async.js';
import { parseMarkdown, type ParsedMarkdown } from '../markdown/parse/parse-markdown.js';
import { NO_REMARK_PLUGINS, remarkHooksFor, type RemarkPlugins } from '../markdown/plugins/remark-plugins.js';

/**
 * Parses a file's markdown after its front matter, with the site's remark plugins, and reports the problems found;
 * a promise while an asynchronous plugin works.
 */
export function loadMarkdown(
  source: string,
  file: string,
  problems: Problems,
  plugins: RemarkPlugins = NO_REMARK_PLUGINS,
): MaybePromise<ParsedMarkdown> {
  const parsed = parseMarkdown(
    stripFrontMatter(source),
    { isMdx: file.endsWith('.mdx') },
    remarkHooksFor(plugins, { file, source, problems }),
  );
  return andThen(parsed, (parsed) => {
    for (const problem of parsed.problems)
      problems.report(problem, { file, line: problem.line, column: problem.column });
    return parsed;
  });
}
