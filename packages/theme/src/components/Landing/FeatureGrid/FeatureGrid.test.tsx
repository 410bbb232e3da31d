import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featuresFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('FeatureGrid', () => {
  it('shows the section title and intro above the features', () => {
    render(<Markdown content={featuresFixture} components={landingComponents} />, { wrapper: ServerMarkdownRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'Warum Podman?' })).toBeTruthy();
    expect(screen.getByText('Vertraute Befehle, sichere Voreinstellungen.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ohne Daemon',
      'Rootless',
      'Pods',
    ]);
  });

  it('draws the icon of each feature, hidden from assistive technology', () => {
    const { container } = render(<Markdown content={featuresFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    const feature = screen.getByRole('heading', { name: 'Rootless' }).closest('section')!;
    expect(within(feature).getByText('Container laufen mit den Rechten deines Benutzers.')).toBeTruthy();
    expect(feature.querySelector('[data-icon="shield"] svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('section[data-landing="feature"]')).toHaveLength(3);
  });
});
