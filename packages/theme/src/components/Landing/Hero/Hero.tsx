import type { ReactNode } from 'react';
import { Actions } from '../Actions.js';
import { pageTitleSearchAttributes } from '../../Search/search-sections.js';
import { useHeroHeading } from '../hero-heading.js';
import { splitActions } from '../landing-children.js';
import { HeroIllustration } from './HeroIllustration.js';
import styles from './Hero.module.css';

export interface HeroProps {
  title?: string;
  /** Rendered markdown; paragraphs made only of links become the call-to-action buttons. */
  children?: ReactNode;
}

/** The opening band of a landing page: title, lead text, call-to-action buttons and an illustration. */
export function Hero({ title, children }: HeroProps) {
  const Heading = useHeroHeading();
  const { body, links } = splitActions(children);
  return (
    <section className={styles.root} data-landing="hero">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {title && (
            <Heading className={styles.title} {...(Heading === 'h1' ? pageTitleSearchAttributes() : {})}>
              {title}
            </Heading>
          )}
          <div className={styles.lead}>{body}</div>
          <Actions links={links} />
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </section>
  );
}
