import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Crashing() {
  if (shouldThrow) throw new Error('Rendering the post failed', { cause: new Error('content is missing') });
  return <p>Alles gut</p>;
}

describe('ErrorBoundary', () => {
  it('shows the crash page with the message chain and renders again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: de['errorBoundary.title'] })).toBeTruthy();
    expect(screen.getByText('Rendering the post failed')).toBeTruthy();
    expect(screen.getByText('content is missing')).toBeTruthy();
    expect(document.title).toBe(de['errorBoundary.tabTitle']);
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: de['errorBoundary.retry'] }));
    expect(screen.getByText('Alles gut')).toBeTruthy();
  });
});
