/** The texts of a README's fenced code blocks in one of `languages`, in order. */
export function codeBlocks(markdown: string, languages: string[]): string[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)]
    .filter((block) => languages.includes(block[1]!))
    .map((block) => block[2]!);
}

/** The commands of a README's shell code blocks (```bash, ```sh, ```shell), one per line, without their comments. */
export function readmeCommands(markdown: string): string[] {
  return codeBlocks(markdown, ['bash', 'sh', 'shell'])
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The text of a README's section under the heading `heading` (of any level), up to the next heading of that level
 * or above; lines in code blocks (a shell comment `# …`) are not headings.
 */
export function readmeSection(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const headingLevel = (line: string) => /^(#+) /.exec(line)?.[1]!.length;
  const start = lines.findIndex((line) => headingLevel(line) !== undefined && line.replace(/^#+ /, '') === heading);
  if (start === -1) throw new Error(`The README has no section "${heading}".`);
  const level = headingLevel(lines[start]!)!;
  let isInCodeBlock = false;
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trimStart().startsWith('```')) isInCodeBlock = !isInCodeBlock;
    else if (!isInCodeBlock && (headingLevel(line) ?? Infinity) <= level)
      return lines.slice(start + 1, index).join('\n');
  }
  return lines.slice(start + 1).join('\n');
}

/**
 * The files a README's code blocks write: each block whose first line is a comment naming a path (`// src/a.ts`),
 * by that path, in order. The comment stays in the file, as a reader who copies the block keeps it.
 */
export function codeBlockFiles(blocks: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of blocks) {
    const named = /^\/\/ (\S+\.\w+)\n/.exec(block);
    if (named) files.set(named[1]!, block);
  }
  return files;
}
