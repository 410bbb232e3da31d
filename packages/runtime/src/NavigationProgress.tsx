import { useEffect, useState } from 'react';

/** The bar shows only when loading the next page takes longer than this. */
export const PROGRESS_DELAY_MS = 200;

export interface NavigationProgressProps {
  isLoading: boolean;
}

/**
 * A thin bar at the top of the window while the next page loads; no spinner. Purely visual (screen readers
 * hear the new page when focus moves to it). Colour: --kran-progress-color.
 */
export function NavigationProgress({ isLoading }: NavigationProgressProps) {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);
  if (!isVisible) return null;
  return (
    <div
      aria-hidden="true"
      data-kran-progress=""
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        zIndex: 1000,
        background: 'var(--kran-progress-color, #6a3fc1)',
        transformOrigin: 'left',
        animation: 'kran-progress 2s ease-out forwards',
      }}
    >
      <style>{'@keyframes kran-progress{from{transform:scaleX(0.1)}to{transform:scaleX(0.9)}}'}</style>
    </div>
  );
}
