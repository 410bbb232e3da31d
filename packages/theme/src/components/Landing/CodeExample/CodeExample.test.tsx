import { ServerMarkdownRouter } from '../../../test-support/ServerMarkdownRouter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeExampleFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

describe('CodeExample', () => {
  it('puts the text and the code block side by side in separate columns', () => {
    const { container } = render(<Markdown content={codeExampleFixture} components={landingComponents} />, {
      wrapper: ServerMarkdownRouter,
    });
    const section = container.querySelector('section[data-landing="code-example"]')!;
    const [textColumn, codeColumn] = Array.from(section.children);
    expect(screen.getByRole('heading', { level: 2, name: 'Vertraute Befehle' })).toBeTruthy();
    expect(textColumn!.textContent).toContain('dieselben Befehle');
    expect(textColumn!.querySelector('pre')).toBeNull();
    expect(codeColumn!.querySelector('pre')!.textContent).toContain('podman ps');
  });
});
