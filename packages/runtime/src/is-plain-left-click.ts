type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/**
 * A click the app should handle itself: the main button, no modifier key (which asks for a new tab or
 * window), not already handled, and a link that opens in the same tab and is not a download.
 */
export function isPlainLeftClick(event: Click, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download')
  );
}
