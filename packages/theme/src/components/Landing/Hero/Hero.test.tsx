import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';
import { HeroHeadingProvider } from '../hero-heading';

describe('Hero', () => {
  it('shows the title, the text and the links as buttons, the first as primary', () => {
    render(<Markdown content={heroFixture} components={landingComponents} />, { wrapper: ServerMarkdownRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'Container ohne Daemon' })).toBeTruthy();
    expect(screen.getByText(/ohne Hintergrunddienst/)).toBeTruthy();
    const install = screen.getByRole('link', { name: 'Podman installieren' });
    const start = screen.getByRole('link', { name: 'Erste Schritte' });
    expect(install.getAttribute('href')).toBe('/docs/installation');
    expect(install.className).toMatch(/primary/);
    expect(start.className).toMatch(/secondary/);
    expect(install.closest('p')).toBeNull();
  });

  it('carries the page heading when the page layout leaves it the h1', () => {
    render(
      <HeroHeadingProvider value="h1">
        <Markdown content={heroFixture} components={landingComponents} />
      </HeroHeadingProvider>,
      { wrapper: ServerMarkdownRouter },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Container ohne Daemon' })).toBeTruthy();
  });
});
