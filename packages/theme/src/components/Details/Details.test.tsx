import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { installFakeMatchMedia, type FakeMatchMedia } from '../../test-support/browser-fakes';
import { collapseDuration } from './collapse-duration';
import { Details } from './Details';
import { REDUCED_MOTION_QUERY } from './useCollapse';

const CONTENT_HEIGHT = 400;

function renderDetails(isInitiallyOpen = false) {
  const { container } = render(
    <Details summary="Voraussetzungen" isInitiallyOpen={isInitiallyOpen}>
      <p>Podman 4.0 oder neuer</p>
    </Details>,
  );
  const details = container.querySelector('details')!;
  const content = screen.getByText('Podman 4.0 oder neuer').parentElement!.parentElement!;
  Object.defineProperty(content, 'scrollHeight', { value: CONTENT_HEIGHT, configurable: true });
  content.getBoundingClientRect = () => ({ height: details.open ? CONTENT_HEIGHT : 0 }) as DOMRect;
  return { details, content, summary: screen.getByText('Voraussetzungen') };
}

describe('Details', () => {
  let media: FakeMatchMedia;
  beforeEach(() => {
    vi.useFakeTimers();
    media = installFakeMatchMedia();
  });
  afterEach(() => {
    vi.useRealTimers();
    media.uninstall();
  });

  it('renders a plain closed details element with its summary', () => {
    const { details } = renderDetails();
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Voraussetzungen');
  });

  it('opens with a height animation whose duration follows the content height', () => {
    const { details, content, summary } = renderDetails();
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(content.style.transition).toBe(`height ${collapseDuration(CONTENT_HEIGHT, false)}ms ease-in-out`);
    expect(content.style.height).toBe(`${CONTENT_HEIGHT}px`);
    act(() => vi.runAllTimers());
    expect(content.style.height).toBe('');
    expect(details.open).toBe(true);
  });

  it('closes only after the animation has ended', () => {
    const { details, content, summary } = renderDetails(true);
    fireEvent.click(summary);
    expect(content.style.height).toBe('0px');
    expect(details.open).toBe(true);
    act(() => {
      fireEvent.transitionEnd(content);
    });
    expect(details.open).toBe(false);
    expect(content.style.height).toBe('');
  });

  it('reopens when clicked again while closing', () => {
    const { details, summary } = renderDetails(true);
    fireEvent.click(summary);
    fireEvent.click(summary);
    act(() => vi.runAllTimers());
    expect(details.open).toBe(true);
  });

  it('animates for 1 ms when the visitor prefers reduced motion', () => {
    media.set(REDUCED_MOTION_QUERY, true);
    const { content, summary } = renderDetails();
    fireEvent.click(summary);
    expect(content.style.transition).toBe('height 1ms ease-in-out');
  });

  it('says "Details" when the content has no summary', () => {
    render(<Details>Inhalt</Details>);
    expect(screen.getByText(de['details.summary']).tagName).toBe('SUMMARY');
  });

  it('lets a link inside the summary navigate instead of toggling', () => {
    const { container } = render(
      <Details
        summary={
          <>
            Siehe <a href="#installation">Installation</a>
          </>
        }
      >
        Inhalt
      </Details>,
    );
    const link = screen.getByRole('link', { name: 'Installation' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(container.querySelector('details')!.open).toBe(false);
  });
});
