import { stripFrontMatter, type FrontMatter } from '../front-matter/parse-front-matter.js';
import type { MdxReading } from '../markdown/mdx/mdx-version.js';
import type { SourceFile } from './collect-files.js';
import type { Problems } from '../errors/problems.js';
import { andThen, type MaybePromise } from '../maybe-async.js';
import { parseMarkdown, type ParsedMarkdown, type ParseOptions } from '../markdown/parse/parse-markdown.js';
import { NO_REMARK_PLUGINS, remarkHooksFor, type RemarkPlugins } from '../markdown/plugins/remark-plugins.js';

/** What a file's MDX reads besides its own definitions: its front matter as `frontMatter`, and its MDX version. */
export type MarkdownContext = Pick<ParseOptions, 'frontMatter' | 'mdx' | 'importedTexts'>;

/** The context of a file whose front matter is `frontMatter`, its MDX read as `mdx` says. */
export function markdownContextOf(
  { importedTexts }: SourceFile,
  frontMatter: FrontMatter,
  mdx: MdxReading | undefined,
): MarkdownContext {
  return {
    frontMatter: frontMatter.data as MarkdownContext['frontMatter'],
    ...(mdx ? { mdx } : {}),
    ...(importedTexts ? { importedTexts } : {}),
  };
}

/**
 * Parses a file's markdown after its front matter, with the site's remark plugins, and reports the problems found;
 * a promise while an asynchronous plugin works.
 */
export function loadMarkdown(
  source: string,
  file: string,
  problems: Problems,
  plugins: RemarkPlugins = NO_REMARK_PLUGINS,
  context: MarkdownContext = {},
): MaybePromise<ParsedMarkdown> {
  const parsed = parseMarkdown(
    stripFrontMatter(source),
    { isMdx: file.endsWith('.mdx'), ...context },
    remarkHooksFor(plugins, { file, source, problems }),
  );
  return andThen(parsed, (parsed) => {
    for (const problem of parsed.problems)
      problems.report(problem, { file, line: problem.line, column: problem.column });
    return parsed;
  });
}
