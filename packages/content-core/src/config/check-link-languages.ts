import type { SiteConfig } from './config.js';
import type { ConfigSource } from './config-source.js';
import { canonicalLanguage } from '../markdown/links/language-tags.js';
import { isRecord, matchKeyOf } from '../markdown/links/link-languages.js';
import type { Problems } from '../errors/problems.js';

const LANGUAGE_HINT = "Write a BCP 47 language code such as 'en' (English), 'de' (German) or 'pt-BR'.";
const BY_URL_HINT = `${LANGUAGE_HINT} A site that shows each reader their own language takes \`false\`.`;

/**
 * Checks `markdown.linkLanguages`: every language a code Intl knows (or `false` in `byUrl`), every `byUrl` key an
 * http(s) URL.
 */
export function checkLinkLanguages(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const linkLanguages: unknown = config.markdown?.linkLanguages;
  if (linkLanguages === undefined) return;
  if (!isRecord(linkLanguages)) {
    problems.error(
      'markdown.linkLanguages is not an object, so Kran cannot tell which language a link leads to.',
      source.locateKey('linkLanguages'),
      "Write it like `linkLanguages: { default: 'en', byUrl: { 'https://www.heise.de/': 'de' } }`.",
    );
    return;
  }
  const { default: fallback, byUrl } = linkLanguages;
  const report = { source, problems };
  if (fallback !== undefined) {
    checkLanguage(fallback, { what: 'markdown.linkLanguages.default', key: 'default', hint: LANGUAGE_HINT }, report);
  }
  if (byUrl === undefined) return;
  if (!isRecord(byUrl)) {
    problems.error(
      'markdown.linkLanguages.byUrl is not an object of URL prefixes and their languages.',
      source.locateKey('byUrl', { after: 'linkLanguages' }),
      "Write it like `byUrl: { 'https://www.heise.de/': 'de' }`.",
    );
    return;
  }
  for (const [url, language] of Object.entries(byUrl)) {
    if (matchKeyOf(url) === undefined) {
      problems.error(
        `markdown.linkLanguages.byUrl has the key "${url}", which is not an http or https URL, so no link can match it.`,
        source.locateKey(url, { after: 'byUrl' }),
        "Write the start of the links' URLs, scheme included, e.g. 'https://www.heise.de/'.",
      );
    }
    const what = `The language of "${url}" in markdown.linkLanguages.byUrl`;
    if (language !== false) checkLanguage(language, { what, key: url, hint: BY_URL_HINT }, report);
  }
}

/** `what` names the setting in the message, `key` is where it stands in site.config.ts. */
function checkLanguage(
  language: unknown,
  { what, key, hint }: { what: string; key: string; hint: string },
  { source, problems }: { source: ConfigSource; problems: Problems },
): void {
  if (typeof language === 'string' && canonicalLanguage(language) !== undefined) return;
  problems.error(
    `${what} is ${JSON.stringify(language)}, which is not a language code Kran knows.`,
    typeof language === 'string'
      ? source.locateValue(language, { key, after: 'linkLanguages' })
      : source.locateKey(key, { after: 'linkLanguages' }),
    hint,
  );
}
