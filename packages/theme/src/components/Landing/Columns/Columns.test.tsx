import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('Columns', () => {
  it('shows each column with its title and text', () => {
    const { container } = render(<Markdown content={columnsFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    expect(container.querySelectorAll('section[data-landing="column"]')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Für den Betrieb' })).toBeTruthy();
    expect(screen.getByText('Mit systemd als Dienst betreiben.')).toBeTruthy();
    expect(container.querySelector('header')).toBeNull();
  });
});
