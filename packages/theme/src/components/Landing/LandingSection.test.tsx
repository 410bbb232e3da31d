import { ServerMarkdownRouter } from '../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { el, root } from '../../fixtures/hast';
import {
  callToActionFixture,
  cardsFixture,
  codeExampleFixture,
  columnsFixture,
  featuresFixture,
  heroFixture,
  latestReleaseFixture,
} from '../../fixtures/landing';
import { Markdown } from '../Markdown/index';
import { landingComponents } from './landing-components';

const renderContent = (content: Parameters<typeof Markdown>[0]['content']) =>
  render(<Markdown content={content} components={landingComponents} />, { wrapper: ServerMarkdownRouter });

describe('LandingSection', () => {
  it.each([
    ['hero', heroFixture],
    ['features', featuresFixture],
    ['cards', cardsFixture],
    ['cta', callToActionFixture],
    ['code-example', codeExampleFixture],
    ['columns', columnsFixture],
    ['latest-posts', latestReleaseFixture],
  ])('renders a "%s" section with its own component', (name, content) => {
    const { container } = renderContent(content);
    expect(container.querySelector(`section[data-landing="${name}"]`)).not.toBeNull();
  });

  it('keeps any other section as written, such as the footnotes', () => {
    const { container } = renderContent(
      root(
        el(
          'section',
          { dataFootnotes: true, className: ['footnotes'] },
          el('h2', { id: 'footnote-label' }, 'Fußnoten'),
        ),
      ),
    );
    const section = container.querySelector('section')!;
    expect(section.className).toBe('footnotes');
    expect(section.hasAttribute('data-footnotes')).toBe(true);
    expect(screen.getByRole('heading', { name: /Fußnoten/ })).toBeTruthy();
  });
});
