import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bashCode, bashCodeText } from '../../fixtures/code-block';
import { de } from '../../i18n/de';
import { CodeBlock } from './CodeBlock';
import { COPIED_FEEDBACK_MS } from './CopyButton';

function installClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: de['codeBlock.copy'] }));
  });
}

describe('CodeBlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the title above the code', () => {
    render(<CodeBlock title="install.sh">{bashCode}</CodeBlock>);
    const title = screen.getByText('install.sh');
    expect(
      title.compareDocumentPosition(screen.getByText('sudo dnf -y install podman')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('copies the code text and says "Kopiert" for two seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    installClipboard(writeText);
    render(<CodeBlock>{bashCode}</CodeBlock>);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(bashCodeText);
    const button = screen.getByRole('button', { name: de['codeBlock.copied'] });
    expect(button.getAttribute('title')).toBe(de['codeBlock.copyTitle']);
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: de['codeBlock.copied'] })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: de['codeBlock.copy'] })).toBeTruthy();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    installClipboard(() => Promise.reject(new Error('Not allowed')));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CodeBlock>{bashCode}</CodeBlock>);
    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: de['codeBlock.copied'] })).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('keeps the copy label when copying fails both ways', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.execCommand = vi.fn(() => false);
    render(<CodeBlock>{bashCode}</CodeBlock>);
    await clickCopy();
    expect(screen.getByRole('button', { name: de['codeBlock.copy'] })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('toggles line wrapping with a pressed button', () => {
    const { container } = render(<CodeBlock>{bashCode}</CodeBlock>);
    const toggle = screen.getByRole('button', { name: de['codeBlock.wrap'] });
    const pre = container.querySelector('pre')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(pre.className).toContain('isWrapped');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(pre.className).not.toContain('isWrapped');
  });

  it('keeps the highlighted lines marked and numbers lines on request', () => {
    const { container } = render(<CodeBlock showLineNumbers>{bashCode}</CodeBlock>);
    const highlighted = [...container.querySelectorAll('.code-line[data-highlighted]')].map((line) => line.textContent);
    expect(highlighted).toEqual(['sudo dnf -y install podman', 'podman run --rm -it quay.io/podman/hello']);
    expect(container.querySelector('pre')!.className).toContain('hasLineNumbers');
  });
});
