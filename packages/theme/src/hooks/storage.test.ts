import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './storage';

function throwingStorage(): Storage {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

describe('createSafeStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads, writes and removes values in localStorage', () => {
    const storage = createSafeStorage();
    storage.set('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();
  });

  it('keeps working without storage and warns only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(throwingStorage);
    expect(storage.get('theme')).toBeNull();
    expect(() => storage.set('theme', 'dark')).not.toThrow();
    expect(() => storage.remove('theme')).not.toThrow();
    expect(storage.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns when writing fails even though reading works', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const storage = createSafeStorage();
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
