import type { ComponentProps } from 'react';
import type { LiveProvider } from 'react-live';

type PrismTheme = NonNullable<ComponentProps<typeof LiveProvider>['theme']>;

const color = (token: string) => ({ color: `var(--color-code-token-${token})` });

/** Prism token colours for the editor, taken from the same tokens as the build-time highlighting. */
export const liveTheme: PrismTheme = {
  plain: { color: 'var(--color-code-block-text)', backgroundColor: 'var(--color-code-block-background)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { ...color('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: color('keyword') },
    { types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'inserted'], style: color('string') },
    { types: ['number', 'boolean', 'constant', 'attr-name', 'property', 'variable'], style: color('number') },
    { types: ['function', 'class-name', 'maybe-class-name'], style: color('title') },
    { types: ['builtin', 'symbol'], style: color('built-in') },
    { types: ['tag'], style: color('tag') },
    { types: ['deleted'], style: color('keyword') },
    { types: ['punctuation', 'operator'], style: { color: 'var(--color-code-block-muted)' } },
  ],
};
