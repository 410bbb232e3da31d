const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

/**
 * The text with the fence lines of each ```` ```mdx-code-block ```` removed, its content kept, as Docusaurus's
 * `unwrapMdxCodeBlocks` does, so that the content is read as the MDX it is (imports, `<Tabs>`). The lines are left
 * blank rather than removed, so that every other line keeps its number. Other code blocks, and fences inside them,
 * stay as they are.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  let open: { fence: string; isMdx: boolean } | undefined;
  for (const [index, line] of lines.entries()) {
    const match = FENCE.exec(line);
    if (!open) {
      if (!match) continue;
      open = { fence: match[1]!, isMdx: match[2] === 'mdx-code-block' };
      if (open.isMdx) lines[index] = '';
      continue;
    }
    const closes =
      match !== null &&
      match[1]![0] === open.fence[0] &&
      match[1]!.length >= open.fence.length &&
      line.trim() === match[1];
    if (!closes) continue;
    if (open.isMdx) lines[index] = '';
    open = undefined;
  }
  return lines.join('\n');
}
