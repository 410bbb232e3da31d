import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.js';

const Component = () => null;

describe('preloadable', () => {
  it('loads once however often it is called, and remembers the component', async () => {
    const load = vi.fn(() => Promise.resolve(Component));
    const loader = preloadable(load);
    expect(loader.loaded).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(Component);
    expect(second).toBe(Component);
    expect(loader.loaded).toBe(Component);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Component);
    const loader = preloadable(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded).toBeUndefined();
    await expect(loader()).resolves.toBe(Component);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
