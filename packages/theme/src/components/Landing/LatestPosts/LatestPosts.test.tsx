import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latestBlogPostsFixture, latestPostsFixture, latestReleaseFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('LatestPosts', () => {
  it('shows each post as a link with its German date', () => {
    render(<Markdown content={latestBlogPostsFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Aus dem Blog' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Netavark und Aardvark 1.3' }).getAttribute('href')).toBe(
      '/blogs/2022/11/11/nvav1.3',
    );
    expect(screen.getByText('11. November 2022').getAttribute('datetime')).toBe('2022-11-11');
  });

  it('shows a single release as one wide card', () => {
    render(<Markdown content={latestReleaseFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    expect(screen.getByRole('list').className).toMatch(/isSingle/);
    expect(screen.getByText('22. Oktober 2022')).toBeTruthy();
  });

  it('shows no heading when the directive has no label', () => {
    render(
      <Markdown
        content={latestPostsFixture(undefined, [{ title: 'Neu', permalink: '/blogs/neu', date: '2022-01-02' }])}
        components={landingComponents}
      />,
      { wrapper: ServerMarkdownRouter },
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByText('2. Januar 2022')).toBeTruthy();
  });
});
