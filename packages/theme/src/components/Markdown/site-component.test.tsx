import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderServerMarkup } from '../../test-support/server-markup';
import { siteComponentIsland, SiteComponent, SiteComponentsProvider, type SiteComponents } from './site-component';

function Highlight({ color, children }: { color: string; children?: ReactNode }) {
  return <mark style={{ backgroundColor: color }}>{children}</mark>;
}

const components: SiteComponents = { 'src/components/Highlight.jsx': { default: Highlight, note: 'no component' } };

function siteComponentElement(exportName: string) {
  return (
    <SiteComponentsProvider value={components}>
      <SiteComponent
        module="src/components/Highlight.jsx"
        exportName={exportName}
        props={{ color: 'rgb(46, 133, 85)' }}
      >
        daemonlos
      </SiteComponent>
    </SiteComponentsProvider>
  );
}

describe('SiteComponent', () => {
  it("renders the site's component with the props and children the content gives it", () => {
    const { container } = render(siteComponentElement('default'));
    const mark = screen.getByText('daemonlos').closest('mark')!;
    expect(mark.style.backgroundColor).toBe('rgb(46, 133, 85)');
    const island = container.querySelector('[data-island]')!;
    expect(island.tagName).toBe('SPAN');
    expect(island.getAttribute('data-island')).toBe('site:src/components/Highlight.jsx#default');
    expect(JSON.parse(island.getAttribute('data-island-props')!)).toEqual({ color: 'rgb(46, 133, 85)' });
  });

  it('becomes, in the browser, the component with its props and its children as static HTML', () => {
    const Island = siteComponentIsland(Highlight as ComponentType<Record<string, unknown>>);
    render(
      <MemoryRouter>
        <Island props={{ color: 'rgb(46, 133, 85)' }} slots={['<strong>daemonlos</strong>']} />
      </MemoryRouter>,
    );
    expect(screen.getByText('daemonlos').tagName).toBe('STRONG');
    expect(screen.getByText('daemonlos').closest('mark')!.style.backgroundColor).toBe('rgb(46, 133, 85)');
  });

  it('says which exports the module has when the named one is no component', () => {
    expect(() => renderServerMarkup(siteComponentElement('note'))).toThrow(
      'src/components/Highlight.jsx has no component exported as `note`; it exports default, note.',
    );
  });

  it('says a module that is not loaded must be prepared first', () => {
    expect(() => renderServerMarkup(<SiteComponent module="src/x.tsx" exportName="default" props={{}} />)).toThrow(
      'The component module src/x.tsx is not loaded; call preparePage() before rendering.',
    );
  });
});
