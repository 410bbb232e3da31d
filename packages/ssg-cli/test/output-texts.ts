import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One text a reader, a screen reader, a search engine or a feed reader meets in a built file. */
export interface OutputText {
  /** The file, relative to the build folder. */
  file: string;
  /** Where in it: `<meta content>`, `text`, `json`, `feed`. */
  place: string;
  text: string;
}

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>]+)="([^"]*)"/g;
// Class names and addresses are no text in a language.
const NOT_TEXT_ATTRIBUTES = new Set(['class', 'id', 'href', 'src', 'srcset', 'style', 'rel', 'type', 'lang']);

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every attribute value and every text of an HTML page, the JSON it embeds (page data, JSON-LD) among them. */
export function htmlTexts(file: string, html: string): OutputText[] {
  const texts: OutputText[] = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) {
      if (!NOT_TEXT_ATTRIBUTES.has(name!))
        texts.push({ file, place: `<${tag} ${name}>`, text: decodeEntities(value!) });
    }
  }
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(attributes!)) texts.push({ file, place: 'json', text: body! });
  }
  const withoutCode = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '');
  for (const [, text] of withoutCode.matchAll(/>([^<]+)</g)) {
    if (text!.trim()) texts.push({ file, place: 'text', text: decodeEntities(text!) });
  }
  return texts;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * The texts of a build's pages, page data, feeds and sitemap: all a visitor, a search engine or a feed reader
 * reads. The bundled scripts and the search index are left out: they are code and its data, not text of a page.
 */
export function outputTextsOf(buildDir: string): OutputText[] {
  return filesOf(buildDir)
    .filter((file) => !file.startsWith('assets/') && !file.startsWith('pagefind/'))
    .flatMap((file): OutputText[] => {
      const contents = readFileSync(path.join(buildDir, file), 'utf8');
      if (file.endsWith('.html')) return htmlTexts(file, contents);
      if (/\.(xml|json)$/.test(file)) return [{ file, place: 'file', text: contents }];
      return [];
    });
}
