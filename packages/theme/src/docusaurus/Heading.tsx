import type { HTMLAttributes } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** Docusaurus's `<Heading as="h2" id>`: the heading element, with a link to itself when it has an id. */
export default function Heading({ as: Element, id, children, ...rest }: HeadingProps) {
  if (Element === 'h1' || id === undefined)
    return (
      <Element {...rest} {...(id ? { id } : {})}>
        {children}
      </Element>
    );
  return (
    <Element id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
        #
      </a>
    </Element>
  );
}
