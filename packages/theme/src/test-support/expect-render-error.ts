import { vi } from 'vitest';

/**
 * Runs a render that is expected to throw, keeping React's error log and jsdom's "Uncaught" report out
 * of the test output, and returns what it threw.
 */
export function catchRenderError(renderThatThrows: () => unknown): unknown {
  const silence = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', silence);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    renderThatThrows();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    window.removeEventListener('error', silence);
    consoleError.mockRestore();
  }
}
