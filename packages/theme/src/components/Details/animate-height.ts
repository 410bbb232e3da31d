export interface HeightAnimation {
  from: number;
  to: number;
  durationMs: number;
  onEnd: () => void;
}

/**
 * Moves `element`'s height from `from` to `to` with a CSS transition, then removes the inline styles
 * and calls `onEnd`. Returns a function that stops the animation where it is, without calling `onEnd`.
 */
export function animateHeight(element: HTMLElement, { from, to, durationMs, onEnd }: HeightAnimation): () => void {
  element.style.overflow = 'hidden';
  element.style.transition = 'none';
  element.style.height = `${from}px`;
  void element.offsetHeight; // Commits the start height, so the change below is animated.
  element.style.transition = `height ${durationMs}ms ease-in-out`;
  element.style.height = `${to}px`;

  const stop = () => {
    clearTimeout(timer);
    element.removeEventListener('transitionend', onTransitionEnd);
  };
  const finish = () => {
    stop();
    element.style.removeProperty('height');
    element.style.removeProperty('overflow');
    element.style.removeProperty('transition');
    onEnd();
  };
  const onTransitionEnd = (event: Event) => {
    if (event.target === element) finish();
  };
  element.addEventListener('transitionend', onTransitionEnd);
  // transitionend never fires when nothing moves (equal heights) or in a background tab.
  const timer = setTimeout(finish, durationMs + 50);
  return stop;
}
