import { stripFrontMatter } from '../frontmatter.js';
import type { Problems } from '../problems.js';
import { parseMarkdown, type ParsedMarkdown } from './parse-markdown.js';

/** Parses a file's markdown after its front matter and reports the problems found in it. */
export function loadMarkdown(source: string, file: string, problems: Problems): ParsedMarkdown {
  const parsed = parseMarkdown(stripFrontMatter(source), { isMdx: file.endsWith('.mdx') });
  for (const problem of parsed.problems)
    problems.error(problem.message, { file, line: problem.line, column: problem.column }, problem.hint);
  return parsed;
}
