const HYPHEN_BETWEEN_WORDS = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;
const BARE_VERSION = /(?<=^|\s)(\d+(?:\.\d+)+)(?=\s|$)/g;

/**
 * The searches to run for what the reader typed, best first. Pagefind takes `podman-compose` as the one
 * word `podmancompose`, which a page that writes "Podman" and "Compose" apart never contains, so the
 * words of a hyphenated query are searched apart too. Release notes name versions with a `v`
 * (`v4.0.0`) and Pagefind matches the start of words, so a bare version (`4.0`) is searched with it too.
 */
export function searchQueries(query: string): string[] {
  const term = query.trim();
  if (term === '') return [];
  const loosened = term.replace(HYPHEN_BETWEEN_WORDS, ' ').replace(BARE_VERSION, 'v$1');
  return loosened === term ? [term] : [term, loosened];
}
