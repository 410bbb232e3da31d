import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Markdown with code, inline code, link targets and URLs removed: the prose a reader reads. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-zäöüß0-9']+/g) ?? [];
}

/** Every markdown file below a folder, recursively. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** All runs of `size` consecutive words in the prose of the upstream content. */
export function upstreamRuns(upstreamDir: string, size: number): Set<string> {
  const runs = new Set<string>();
  for (const file of markdownFiles(upstreamDir)) {
    const words = wordsOf(proseOf(readFileSync(file, 'utf8')));
    for (let index = 0; index + size <= words.length; index++) runs.add(words.slice(index, index + size).join(' '));
  }
  return runs;
}

/** Every external URL the upstream content names. */
export function upstreamUrls(upstreamDir: string): Set<string> {
  const urls = new Set<string>();
  for (const file of markdownFiles(upstreamDir)) for (const url of urlsOf(readFileSync(file, 'utf8'))) urls.add(url);
  return urls;
}

export function urlsOf(text: string): string[] {
  return (text.match(/https?:\/\/[^\s)\]>"'`]+/g) ?? []).map((url) => url.replace(/[.,;:]+$/, ''));
}
