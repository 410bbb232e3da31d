import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from '../test-support/intersection-observer-fake';
import { ISLANDS_MOUNTED_EVENT } from '../islands/island-registry';
import { useActiveHeading } from './useActiveHeading';

function Page({ ids }: { ids: string[] }) {
  const activeId = useActiveHeading(ids);
  return (
    <>
      {ids
        .filter((id) => !id.startsWith('tab-'))
        .map((id) => (
          <h2 key={id} id={id}>
            {id}
          </h2>
        ))}
      <output>{activeId ?? 'none'}</output>
    </>
  );
}

function placeHeading(id: string, top: number) {
  document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
}

describe('useActiveHeading', () => {
  let observer: FakeIntersectionObserver;
  beforeEach(() => {
    observer = installFakeIntersectionObserver();
  });
  afterEach(() => observer.uninstall());

  it('has no active heading before the first report', () => {
    render(<Page ids={['linux', 'macos']} />);
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(observer.observedIds()).toEqual(['linux', 'macos']);
  });

  it('follows the heading that scrolls into view', () => {
    render(<Page ids={['linux', 'macos']} />);
    act(() => observer.report(['linux'], true));
    expect(screen.getByRole('status').textContent).toBe('linux');
    act(() => observer.report(['macos'], true));
    act(() => observer.report(['linux'], false));
    expect(screen.getByRole('status').textContent).toBe('macos');
  });

  it('keeps the last heading scrolled past while none is in view', () => {
    render(<Page ids={['linux', 'macos']} />);
    placeHeading('linux', -400);
    placeHeading('macos', 600);
    act(() => observer.report(['linux'], true));
    act(() => observer.report(['linux'], false));
    expect(screen.getByRole('status').textContent).toBe('linux');
  });

  it('watches the new heading elements once a late island has replaced its prerendered ones', () => {
    // The island's markup, which React does not own here.
    const island = document.createElement('div');
    island.innerHTML = '<h3 id="tab-heading">Im Tab</h3>';
    document.body.append(island);
    const { unmount } = render(<Page ids={['linux', 'tab-heading']} />);
    const prerendered = document.getElementById('tab-heading')!;
    act(() => {
      island.innerHTML = '<h3 id="tab-heading">Im Tab</h3>';
      window.dispatchEvent(new Event(ISLANDS_MOUNTED_EVENT));
    });
    expect(document.getElementById('tab-heading')).not.toBe(prerendered);
    act(() => observer.report(['tab-heading'], true));
    expect(screen.getByRole('status').textContent).toBe('tab-heading');
    unmount();
    island.remove();
  });

  it('stops observing when the page goes away', () => {
    const { unmount } = render(<Page ids={['linux']} />);
    unmount();
    expect(observer.observedIds()).toEqual([]);
  });
});
