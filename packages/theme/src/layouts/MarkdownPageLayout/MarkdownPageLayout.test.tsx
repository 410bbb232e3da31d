import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { withHtmlContent } from '../../test-support/html-content';
import { describe, expect, it } from 'vitest';
import { el, root } from '../../fixtures/hast';
import { featuresFixture, heroFixture } from '../../fixtures/landing';
import { MarkdownPageLayout, type MarkdownPageLayoutProps } from './MarkdownPageLayout';

const page = (props: Partial<MarkdownPageLayoutProps>): MarkdownPageLayoutProps => ({
  kind: 'page',
  path: '/features',
  title: 'Funktionen',
  description: '',
  content: root(el('p', {}, 'Text')),
  toc: [],
  ...props,
});

describe('MarkdownPageLayout', () => {
  it('uses the front matter title as the heading of a plain page', () => {
    render(<MarkdownPageLayout {...withHtmlContent(page({}))} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Funktionen' })).toBeTruthy();
  });

  it('prefers the heading written in the markdown', () => {
    render(<MarkdownPageLayout {...withHtmlContent(page({ heading: 'Alle Funktionen' }))} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Funktionen' })).toBeTruthy();
  });

  it('leaves the single h1 to a hero that opens the page', () => {
    render(<MarkdownPageLayout {...withHtmlContent(page({ content: heroFixture }))} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Container ohne Daemon',
    ]);
  });

  it('keeps its own h1 when the hero comes later or a heading is written', () => {
    const content = root(...featuresFixture.children, ...heroFixture.children);
    const { unmount } = render(<MarkdownPageLayout {...withHtmlContent(page({ content }))} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Funktionen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Container ohne Daemon' })).toBeTruthy();
    unmount();
    render(<MarkdownPageLayout {...withHtmlContent(page({ heading: 'Start', content: heroFixture }))} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Start']);
  });
});
