/**
 * Copies `text` through the Clipboard API; where that is missing or refused (plain http, an old
 * browser, a denied permission) it falls back to selecting a hidden textarea and `execCommand('copy')`.
 * Rejects when both ways fail.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Falls through to the selection fallback below.
    }
  }
  copyThroughSelection(text);
}

function copyThroughSelection(text: string): void {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.append(textarea);
  textarea.select();
  try {
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy')) {
      throw new Error('The browser refused to copy the text.');
    }
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}
