import { cloneElement, isValidElement, type ReactNode } from 'react';

/** What `{name}` placeholders are filled with: text, numbers or React elements. */
export type InterpolateValues = Readonly<Record<string, ReactNode>>;

const PLACEHOLDER = /(\{\w+\})/;

/**
 * Fills the `{name}` placeholders of a message with `values`, as Docusaurus's `interpolate()` does: a string when
 * every value used is text, else an array of the text parts and the elements (keyed by their place). A placeholder
 * without a value stays as it is written.
 */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  // split() with a capturing group puts the placeholders at the odd places.
  const parts = text.split(PLACEHOLDER).map((part, index): ReactNode => {
    if (index % 2 === 0) return part;
    const value = values?.[part.slice(1, -1)];
    return value === undefined ? part : value;
  });
  if (!parts.some((part) => isValidElement(part))) return parts.join('');
  return parts
    .map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part))
    .filter((part) => part !== '');
}

export interface InterpolateProps {
  /** The message, one string with `{name}` placeholders. */
  children: string;
  values?: InterpolateValues;
}

/** `<Interpolate values={{ name: <b>Kran</b> }}>{'Hello {name}'}</Interpolate>`: the message with its values. */
export default function Interpolate({ children, values }: InterpolateProps): ReactNode {
  if (typeof children !== 'string')
    throw new Error(
      `<Interpolate> takes its message as one string, not ${isValidElement(children) ? 'a React element' : typeof children}: ` +
        "write it as `<Interpolate values={{ name: <b>…</b> }}>{'Hello {name}'}</Interpolate>` and pass the parts in `values`.",
    );
  return <>{interpolate(children, values)}</>;
}
