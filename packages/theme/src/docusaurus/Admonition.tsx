import type { ReactNode } from 'react';
import { Admonition as ThemeAdmonition } from '../components/Admonition/Admonition.js';
import { toAdmonitionType } from '../components/Admonition/admonition-types.js';

export interface DocusaurusAdmonitionProps {
  /** note, tip, info, caution, warning or danger; others are shown as a note. */
  type: string;
  title?: string;
  children: ReactNode;
}

export default function Admonition({ type, title, children }: DocusaurusAdmonitionProps) {
  return (
    <ThemeAdmonition type={toAdmonitionType(type)} {...(title === undefined ? {} : { title })}>
      {children}
    </ThemeAdmonition>
  );
}
