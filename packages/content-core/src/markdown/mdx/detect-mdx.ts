/** What makes a file MDX: `esm` is certain (imports and exports render nothing), `jsx` may be prose like `<Name>`. */
export type MdxSignal = 'esm' | 'jsx';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESM_LINE = /^(import|export)\s/;
// A component tag (uppercase name), a fragment, `<head>` (whose tags Docusaurus puts into the page's head) or an HTML
// tag with a JSX attribute (`style={{ color: 'red' }}`, which Docusaurus 2 reads in `.md` files too), outside inline
// code.
const COMPONENT_TAG = /<\/?(?:[A-Z][\w.]*|>|head>)|<[a-z][\w-]*\s[^<>]*=\{/;

/**
 * A cheap look at the source, so that files without MDX stay on the markdown parser: the strongest MDX
 * signal on lines outside fenced code, or undefined.
 */
export function detectMdx(source: string): MdxSignal | undefined {
  let fence: string | undefined;
  let signal: MdxSignal | undefined;
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (ESM_LINE.test(line)) return 'esm';
    if (!signal && COMPONENT_TAG.test(line.replace(/`[^`]*`/g, ''))) signal = 'jsx';
  }
  return signal;
}
