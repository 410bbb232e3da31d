import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation as useRouterLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../fixtures/site';
import { SiteShellProvider } from '../site-context';
import { Redirect, useHistory, useLocation } from './router';

/** Where the router is, below its base URL. */
function Where() {
  const { pathname, search } = useRouterLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function inRouter(start: string, page: React.ReactNode) {
  return (
    <MemoryRouter basename="/handbuch" initialEntries={['/handbuch/einstieg', `/handbuch${start}`]} initialIndex={1}>
      <SiteShellProvider value={{ ...siteFixture, baseUrl: '/handbuch/' }}>
        <Routes>
          <Route path={start} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </SiteShellProvider>
    </MemoryRouter>
  );
}

describe("Docusaurus's @docusaurus/router", () => {
  it('renders nothing of a <Redirect> on the server, and goes on to its target in the browser', () => {
    expect(renderToString(inRouter('/', <Redirect to="/docs/intro" />))).toBe('');
    render(inRouter('/', <Redirect to="/docs/intro?quelle=start" />));
    expect(screen.getByTestId('where').textContent).toBe('/docs/intro?quelle=start');
  });

  it('takes a target written with the base URL, as useBaseUrl() gives it, to the same page', () => {
    render(inRouter('/', <Redirect to="/handbuch/docs/intro" />));
    expect(screen.getByTestId('where').textContent).toBe('/docs/intro');
  });

  it('moves on with useHistory() as react-router 5 pages do, and tells where the page is with useLocation()', async () => {
    function Start() {
      const history = useHistory();
      const { pathname } = useLocation();
      return (
        <button type="button" onClick={() => history.push('/blog')}>
          {`Von ${pathname} zum Blog`}
        </button>
      );
    }
    render(inRouter('/start', <Start />));
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Von /start zum Blog');
    await act(async () => button.click());
    expect(screen.getByTestId('where').textContent).toBe('/blog');
  });
});
