import { RuntimeContext, type RuntimeContextValue } from '@kran/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandsContext, type IslandProps, type IslandRegistry } from './island-registry';
import { StaticHtml } from './StaticHtml';

function Counter({ props }: IslandProps<{ start: number }>) {
  const [count, setCount] = useState(props.start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Zähler ${count}`}
    </button>
  );
}

/** An island whose one slot is static HTML again, in which further islands mount. */
function Box({ slots }: IslandProps) {
  return <StaticHtml className="box" html={slots[0] ?? ''} />;
}

const counterHtml = (start: number) =>
  `<div data-island="Counter" data-island-props='{"start":${start}}'><button>Zähler ${start}</button></div>`;

function page(html: string, islands: IslandRegistry, runtime?: RuntimeContextValue): ReactElement {
  return (
    <RuntimeContext.Provider value={runtime}>
      <IslandsContext.Provider value={islands}>
        <StaticHtml html={html} />
      </IslandsContext.Provider>
    </RuntimeContext.Provider>
  );
}

afterEach(() => document.body.replaceChildren());

describe('StaticHtml', () => {
  it("keeps the server's nodes on hydration and mounts each registered island into its placeholder", async () => {
    const element = page(`<p>Vorher</p>${counterHtml(2)}`, { Counter });
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => hydrateRoot(container, element));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('p')).toBe(paragraph);
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 2' }));
    expect(screen.getByRole('button', { name: 'Zähler 3' })).toBeTruthy();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('keeps its mounted islands when it renders again with the same markup', () => {
    const { rerender } = render(page(counterHtml(2), { Counter }));
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 2' }));
    rerender(page(counterHtml(2), { Counter }));
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 3' }));
    expect(screen.getByRole('button', { name: 'Zähler 4' })).toBeTruthy();
  });

  it('mounts the islands inside the slots of another island', () => {
    const html = `<div data-island="Box" data-island-props="{}"><div data-island-slot="">${counterHtml(5)}</div></div>`;
    render(page(html, { Box, Counter }));
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 5' }));
    expect(screen.getByRole('button', { name: 'Zähler 6' }).closest('.box')).toBeTruthy();
  });

  it('keeps the prerendered markup of a lazy island until its code has loaded', async () => {
    let resolve: (component: typeof Counter) => void = () => {};
    const load = () => new Promise<typeof Counter>((done) => (resolve = done));
    const { container } = render(page(counterHtml(1), { Counter: { load } }));
    const prerendered = container.querySelector('button');
    fireEvent.click(prerendered!);
    expect(container.querySelector('button')).toBe(prerendered);
    await act(async () => resolve(Counter));
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 1' }));
    expect(screen.getByRole('button', { name: 'Zähler 2' })).not.toBe(prerendered);
  });

  it('leaves an island that is not registered as the server rendered it', () => {
    const { container } = render(page(counterHtml(1), {}));
    fireEvent.click(screen.getByRole('button', { name: 'Zähler 1' }));
    expect(container.innerHTML).toContain('<button>Zähler 1</button>');
  });

  it('unmounts the islands of the old markup when new markup arrives', () => {
    const unmounted = vi.fn();
    function Watched() {
      useEffect(() => unmounted, []);
      return <span>beobachtet</span>;
    }
    const { rerender } = render(page('<div data-island="Watched"></div>', { Watched, Counter }));
    expect(screen.getByText('beobachtet')).toBeTruthy();
    rerender(page(counterHtml(7), { Watched, Counter }));
    expect(unmounted).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Zähler 7' })).toBeTruthy();
  });

  it('navigates and prefetches through the runtime for site links, and leaves other links to the browser', () => {
    const runtime = { basename: '', navigate: vi.fn(), prefetch: vi.fn() };
    const linkInIsland = '<div data-island="Box" data-island-props="{}"><a href="/in-box">Box</a></div>';
    const html = `<a href="/blogs/x#top">Beitrag</a><a href="https://podman.io/">Extern</a>${linkInIsland}`;
    // What the browser would follow is stopped at the document, after the container's handling (jsdom cannot navigate).
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    render(page(html, { Box: () => <a href="/in-box">Box</a> }, runtime));
    const post = screen.getByRole('link', { name: 'Beitrag' });
    fireEvent.mouseOver(post);
    expect(runtime.prefetch).toHaveBeenCalledWith('/blogs/x');
    fireEvent.click(post, { ctrlKey: true });
    expect(runtime.navigate).not.toHaveBeenCalled();
    fireEvent.click(post);
    expect(runtime.navigate).toHaveBeenCalledWith('/blogs/x#top');
    fireEvent.click(screen.getByRole('link', { name: 'Extern' }));
    fireEvent.click(screen.getByRole('link', { name: 'Box' }));
    expect(runtime.navigate).toHaveBeenCalledOnce();
    document.removeEventListener('click', stayOnPage);
  });
});
