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

/** The site the upstream content was written for: its root-relative links point there. */
export const UPSTREAM_ORIGIN = 'https://podman.io';

/** Every external URL the upstream content names, its root-relative links made absolute on UPSTREAM_ORIGIN. */
export function upstreamUrls(upstreamDir: string): Set<string> {
  const urls = new Set<string>();
  for (const file of markdownFiles(upstreamDir)) {
    const text = readFileSync(file, 'utf8');
    for (const url of urlsOf(text)) urls.add(url);
    for (const link of rootRelativeLinksOf(text)) urls.add(UPSTREAM_ORIGIN + link);
  }
  return urls;
}

/** Targets of markdown links and of HTML href/src attributes that start with one slash (not `//host`). */
export function rootRelativeLinksOf(text: string): string[] {
  return [...text.matchAll(/\]\((\/(?!\/)[^\s)]*)\)|(?:href|src)="(\/(?!\/)[^"]*)"/g)].flatMap(
    (match) => match[1] ?? match[2] ?? [],
  );
}

export function urlsOf(text: string): string[] {
  return (text.match(/https?:\/\/[^\s)\]>"'`]+/g) ?? []).map((url) => url.replace(/[.,;:]+$/, ''));
}
