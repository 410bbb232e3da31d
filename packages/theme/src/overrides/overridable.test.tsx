import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../components/Footer';
import DefaultFooter from '../component-entries/Footer';
import type { FooterProps } from '../components/Footer';
import { THEME_COMPONENT_NAMES } from './component-names';
import { ThemeComponentsProvider } from './ThemeComponentsContext';

const footer: FooterProps = { title: 'Kran', links: [], copyright: 'Copyright Kran' };

function WrappedFooter(props: FooterProps) {
  return (
    <div data-testid="wrapper">
      <DefaultFooter {...props} />
      <p>Hosted by the example project</p>
    </div>
  );
}

describe('overridable components', () => {
  it('render the theme’s own component without an override', () => {
    render(<Footer {...footer} />);
    expect(screen.getByText('Copyright Kran')).toBeTruthy();
  });

  it('render the site’s override, which can wrap the default', () => {
    render(
      <ThemeComponentsProvider components={{ Footer: WrappedFooter }}>
        <Footer {...footer} />
      </ThemeComponentsProvider>,
    );
    expect(screen.getByTestId('wrapper').textContent).toContain('Copyright Kran');
    expect(screen.getByText('Hosted by the example project')).toBeTruthy();
  });

  it('have a default export under @kran/theme/components/<Name> for every name', async () => {
    for (const name of THEME_COMPONENT_NAMES) {
      const module = (await import(`../component-entries/${name}.ts`)) as { default?: unknown };
      expect(typeof module.default, name).toBe('function');
    }
  });
});
