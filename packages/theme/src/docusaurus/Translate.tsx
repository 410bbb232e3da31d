import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate.js';

/** A locale's messages of the site's own code by id: the `message` of each entry of `i18n/<locale>/code.json`. */
export type CodeTranslations = Readonly<Record<string, string>>;

/** What `translate()` and `<Translate>` are given: an id, the message in the default locale, or both. */
export interface TranslateParam {
  id?: string | undefined;
  message?: string | undefined;
  /** For translators only (`kran write-translations` writes it beside the message). */
  description?: string;
}

export interface TranslateProps {
  id?: string;
  description?: string;
  /** The message in the default locale, one string with `{name}` placeholders. */
  children?: string;
  values?: InterpolateValues;
}

/** Docusaurus's `@docusaurus/Translate`, bound to one locale's messages. */
export interface DocusaurusTranslate {
  translate: (param: TranslateParam, values?: Readonly<Record<string, string | number>>) => string;
  Translate: (props: TranslateProps) => ReactNode;
}

/**
 * `translate()` and `<Translate>` of the messages of the locale being built. ssg-cli binds them when a page imports
 * `@docusaurus/Translate` (the module the page gets is generated with the locale's messages), so `translate()` works
 * at a module's top level too, as in Docusaurus, where it reads a module generated per locale.
 */
export function createTranslate(codeTranslations: CodeTranslations): DocusaurusTranslate {
  const messageOf = ({ id, message }: TranslateParam): string => {
    if (id === undefined && message === undefined)
      throw new Error(
        "translate() and <Translate> need an id or a message: write `translate({ id: 'home.title', message: 'Welcome' })` " +
          'or `<Translate id="home.title">Welcome</Translate>`.',
      );
    // Docusaurus: a message without an id is its own id.
    const key = (id ?? message)!;
    return (Object.hasOwn(codeTranslations, key) ? codeTranslations[key] : undefined) ?? message ?? key;
  };
  return {
    translate: (param, values) => interpolate(messageOf(param), values),
    Translate: ({ id, children, values }) => {
      // Docusaurus lets an empty or absent message through; anything else must be one string.
      if (children && typeof children !== 'string')
        throw new Error(
          `<Translate${id === undefined ? '' : ` id="${id}"`}> takes its message as one string: write ` +
            "`<Translate values={{ count }}>{'{count} items'}</Translate>` and pass the parts that change in `values`.",
        );
      const message = typeof children === 'string' ? children : undefined;
      return <>{interpolate(messageOf({ id, message }), values)}</>;
    },
  };
}
