import { HeroHeadingProvider } from '../../components/Landing/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { searchIndexAttributes } from '../../components/Search/search-sections.js';
import { pageTitleSearchAttributes } from '../../components/Search/search-sections.js';
import type { RouteProps } from '../../types.js';
import styles from './MarkdownPageLayout.module.css';
import { startsWithHero } from './starts-with-hero.js';

export type MarkdownPageLayoutProps = Extract<RouteProps, { kind: 'page' }>;

/**
 * A page written in markdown: prose in a readable column, landing sections wider, a hero across the
 * whole width. A page that opens with a hero and has no `# heading` takes its h1 from the hero.
 */
export function MarkdownPageLayout({ heading, title, content }: MarkdownPageLayoutProps) {
  const isHeroHeading = heading === undefined && startsWithHero(content);
  return (
    <div className={styles.root} {...searchIndexAttributes()}>
      {!isHeroHeading && (
        <h1 className={styles.heading} {...pageTitleSearchAttributes()}>
          {heading ?? title}
        </h1>
      )}
      <HeroHeadingProvider value={isHeroHeading ? 'h1' : 'h2'}>
        <div className={styles.content}>
          <Markdown content={content} />
        </div>
      </HeroHeadingProvider>
    </div>
  );
}
