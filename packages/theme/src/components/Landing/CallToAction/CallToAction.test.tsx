import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callToActionFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('CallToAction', () => {
  it('shows the title, the text and the links as buttons', () => {
    render(<Markdown content={callToActionFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Bereit für den ersten Container?' })).toBeTruthy();
    expect(screen.getByText('Installiere Podman und starte in wenigen Minuten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt installieren' }).className).toMatch(/primary/);
    expect(screen.getByRole('link', { name: 'Community kennenlernen' }).className).toMatch(/secondary/);
  });
});
