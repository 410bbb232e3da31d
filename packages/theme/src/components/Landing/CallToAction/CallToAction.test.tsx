import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { callToActionFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('CallToAction', () => {
  it('shows the title, the text and the links as buttons', () => {
    render(<Markdown content={callToActionFixture} components={landingComponents} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'Bereit für den ersten Container?' })).toBeTruthy();
    expect(screen.getByText('Installiere Podman und starte in wenigen Minuten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt installieren' }).className).toMatch(/primary/);
    expect(screen.getByRole('link', { name: 'Community kennenlernen' }).className).toMatch(/secondary/);
  });
});
