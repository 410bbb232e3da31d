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
