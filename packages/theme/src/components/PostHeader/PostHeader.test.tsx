import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { PostHeader } from './PostHeader';

const authors = [
  { name: 'Brent Baude', url: 'https://github.com/baude', title: 'Maintainer', imageUrl: '/img/baude.png' },
  { name: 'Dan Walsh' },
];

describe('PostHeader', () => {
  it('shows the title as a link in lists and as the page heading on the post', () => {
    const { rerender } = render(
      <PostHeader title="Neu in 4.3" permalink="/blogs/neu" date="2022-10-22" authors={[]} headingLevel={2} />,
      {
        wrapper: MemoryRouter,
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Neu in 4.3' }).querySelector('a')!.getAttribute('href')).toBe(
      '/blogs/neu',
    );
    rerender(<PostHeader title="Neu in 4.3" date="2022-10-22" authors={[]} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Neu in 4.3' }).querySelector('a')).toBeNull();
  });

  it('shows the German date and the reading time', () => {
    render(<PostHeader title="Neu" date="2019-06-13" readingTime={3} authors={[]} headingLevel={2} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText('13. Juni 2019').getAttribute('datetime')).toBe('2019-06-13');
    expect(screen.getByText('3 Minuten Lesezeit', { exact: false })).toBeTruthy();
  });

  it('leaves out the reading time when the blog does not show it', () => {
    render(<PostHeader title="Neu" date="2019-06-13" authors={[]} headingLevel={2} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/Lesezeit/)).toBeNull();
  });

  it('lists the authors, linked when they have a URL', () => {
    render(<PostHeader title="Neu" date="2019-06-13" authors={authors} headingLevel={2} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('list', { name: de['blog.authors'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brent Baude' }).getAttribute('href')).toBe('https://github.com/baude');
    expect(screen.getByText('Maintainer')).toBeTruthy();
    expect(screen.getByText('Dan Walsh').closest('a')).toBeNull();
  });

  it('links an author with a page of their own to it, and shows their profile links', () => {
    const withPage = {
      name: 'Anna Beispiel',
      url: 'https://example.org/anna',
      page: '/blogs/authors/anna',
      socials: { github: 'https://github.com/anna-beispiel' },
    };
    render(<PostHeader title="Neu" date="2019-06-13" authors={[withPage]} headingLevel={2} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('link', { name: 'Anna Beispiel' }).getAttribute('href')).toBe('/blogs/authors/anna');
    const github = screen.getByRole('link', {
      name: t('blogAuthor.social', { author: 'Anna Beispiel', platform: 'GitHub' }),
    });
    expect(github.getAttribute('href')).toBe('https://github.com/anna-beispiel');
  });
});
