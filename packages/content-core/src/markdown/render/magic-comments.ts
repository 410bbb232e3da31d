/** A comment style a language writes: what opens it and what closes it (nothing for a line comment). */
interface CommentStyle {
  start: string;
  end: string;
}

const COMMENT_STYLES = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
} satisfies Record<string, CommentStyle>;

type CommentStyleName = keyof typeof COMMENT_STYLES;

/** The comment styles a magic comment may be written in for each language, as Docusaurus's code blocks accept them. */
function commentStylesOf(language: string): CommentStyleName[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
    case 'sql':
      return ['lua'];
    case 'wasm':
      return ['wasm'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;

/** A line that holds only a magic comment in one of the language's styles; its directive is the first defined group. */
function directiveLineOf(language: string): RegExp {
  const directives = DIRECTIVES.join('|');
  const styles = commentStylesOf(language).map((name) => {
    const { start, end } = COMMENT_STYLES[name];
    return `(?:${start}\\s*(${directives})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${styles.join('|')})\\s*$`);
}

/**
 * Docusaurus's magic comments in a code block of `language`: each line that is only `// highlight-next-line`,
 * `// highlight-start` or `// highlight-end` (in a comment style of the language) is removed, and the line after the
 * first, or the lines between the other two, are highlighted. Returns the code without those lines and the numbers
 * (from 1) of the highlighted lines.
 */
export function applyMagicComments(source: string, language: string): { code: string; highlightLines: number[] } {
  const directiveLine = directiveLineOf(language);
  const lines = source.split('\n');
  const highlighted = new Set<number>();
  let blockStart: number | undefined;
  for (let index = 0; index < lines.length;) {
    const directive = directiveLine
      .exec(lines[index]!)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      index++;
      continue;
    }
    if (directive === 'highlight-next-line') highlighted.add(index + 1);
    else if (directive === 'highlight-start') blockStart = index;
    else for (let line = blockStart ?? 0; line < index; line++) highlighted.add(line + 1);
    lines.splice(index, 1);
  }
  return {
    code: lines.join('\n'),
    highlightLines: [...highlighted].filter((line) => line <= lines.length).sort((a, b) => a - b),
  };
}
