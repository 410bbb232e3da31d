import { useEffect, type RefObject } from 'react';

/**
 * Focuses the search box on `/` or Ctrl+K (Cmd+K on macOS) anywhere on the page, except while the
 * visitor types in another field.
 */
export function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.defaultPrevented || event.altKey) return;
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      const isCommandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      if (!isSlash && !isCommandK) return;
      const isInOwnBox = event.target === input;
      if ((isSlash && isInOwnBox) || (isEditable(event.target) && !isInOwnBox)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}
