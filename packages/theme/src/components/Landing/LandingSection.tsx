import type { Element } from 'hast';
import type { ComponentProps } from 'react';
import { CallToAction } from './CallToAction/index.js';
import { Card, Cards } from './Cards/index.js';
import { CodeExample } from './CodeExample/index.js';
import { Column, Columns } from './Columns/index.js';
import { Feature, FeatureGrid } from './FeatureGrid/index.js';
import { Hero } from './Hero/index.js';
import { readLandingData } from './landing-data.js';
import { LatestPosts, readLatestPosts } from './LatestPosts/index.js';

export type LandingSectionProps = ComponentProps<'section'> & { node?: Element };

/**
 * A `section` from markdown: landing sections (`:::hero`, `::::features`, ...) by their data-landing name;
 * any other section (footnotes) stays as written.
 */
export function LandingSection({ node, children, ...rest }: LandingSectionProps) {
  const { name, title, icon, href } = readLandingData(rest);
  switch (name) {
    case 'hero':
      return <Hero title={title}>{children}</Hero>;
    case 'features':
      return <FeatureGrid title={title}>{children}</FeatureGrid>;
    case 'feature':
      return (
        <Feature title={title} icon={icon}>
          {children}
        </Feature>
      );
    case 'cards':
      return <Cards title={title}>{children}</Cards>;
    case 'card':
      return (
        <Card title={title} icon={icon} href={href}>
          {children}
        </Card>
      );
    case 'cta':
      return <CallToAction title={title}>{children}</CallToAction>;
    case 'code-example':
      return <CodeExample title={title}>{children}</CodeExample>;
    case 'columns':
      return <Columns title={title}>{children}</Columns>;
    case 'column':
      return (
        <Column title={title} icon={icon}>
          {children}
        </Column>
      );
    case 'latest-posts':
      return <LatestPosts title={title} posts={node ? readLatestPosts(node) : []} />;
    default:
      return <section {...rest}>{children}</section>;
  }
}
