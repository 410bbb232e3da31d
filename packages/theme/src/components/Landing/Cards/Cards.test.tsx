import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardsFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('Cards', () => {
  it('makes a card with href a link named by its title', () => {
    render(<Markdown content={cardsFixture} components={landingComponents} />, { wrapper: ServerMarkdownRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'Weiterlesen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dokumentation' }).getAttribute('href')).toBe('/docs');
    const desktop = screen.getByRole('link', { name: 'Podman Desktop' });
    expect(desktop.getAttribute('href')).toBe('https://podman-desktop.io/');
    expect(desktop.getAttribute('target')).toBe('_blank');
  });

  it('keeps a card without href plain, with the links of its text', () => {
    render(<Markdown content={cardsFixture} components={landingComponents} />, { wrapper: ServerMarkdownRouter });
    const heading = screen.getByRole('heading', { level: 3, name: 'Ohne Link' });
    expect(heading.querySelector('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Link zum Blog' }).getAttribute('href')).toBe('/blogs');
  });
});
