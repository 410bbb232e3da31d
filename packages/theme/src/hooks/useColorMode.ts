import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SiteShell } from '../types.js';
import { matchMediaOrNull, PREFERS_DARK_QUERY } from './match-media.js';
import { safeStorage } from './storage.js';
import { COLOR_MODE_STORAGE_KEY } from '../storage-keys.js';

export { COLOR_MODE_STORAGE_KEY };

export type ColorMode = 'light' | 'dark';
export type ColorModeSettings = SiteShell['colorMode'];

export interface ColorModeState {
  /** The mode the page shows: the html element's data-theme. */
  colorMode: ColorMode;
  /** Shows `mode` and remembers it as the visitor's choice. */
  setColorMode(mode: ColorMode): void;
}

/**
 * The colour mode, kept on `<html data-theme>`. Before the first paint an inline script sets the attribute
 * the way {@link resolveColorMode} does; this hook follows it, the system preference and other tabs.
 */
export function useColorMode(config: ColorModeSettings): ColorModeState {
  const colorMode = useSyncExternalStore(
    subscribeToDocumentMode,
    () => readDocumentMode() ?? config.defaultMode,
    () => config.defaultMode,
  );
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config;

  useEffect(() => {
    const current = { defaultMode, disableSwitch, respectPrefersColorScheme };
    if (disableSwitch) safeStorage.remove(COLOR_MODE_STORAGE_KEY);
    if (!readDocumentMode()) applyColorMode(resolveColorMode(current));
    if (disableSwitch) return;
    const followSystem = () => {
      if (respectPrefersColorScheme && !readStoredMode()) applyColorMode(resolveColorMode(current));
    };
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) applyColorMode(resolveColorMode(current));
    };
    const systemPreference = matchMediaOrNull(PREFERS_DARK_QUERY);
    systemPreference?.addEventListener('change', followSystem);
    window.addEventListener('storage', followOtherTab);
    return () => {
      systemPreference?.removeEventListener('change', followSystem);
      window.removeEventListener('storage', followOtherTab);
    };
  }, [defaultMode, disableSwitch, respectPrefersColorScheme]);

  const setColorMode = useCallback((mode: ColorMode) => {
    applyColorMode(mode);
    safeStorage.set(COLOR_MODE_STORAGE_KEY, mode);
  }, []);
  return { colorMode, setColorMode };
}

/** The mode to show: the stored choice, else the system preference when respected, else the default. */
export function resolveColorMode(config: ColorModeSettings): ColorMode {
  if (config.disableSwitch) return config.defaultMode;
  const stored = readStoredMode();
  if (stored) return stored;
  const systemPreference = config.respectPrefersColorScheme ? matchMediaOrNull(PREFERS_DARK_QUERY) : null;
  if (systemPreference) return systemPreference.matches ? 'dark' : 'light';
  return config.defaultMode;
}

function readStoredMode(): ColorMode | undefined {
  return parseColorMode(safeStorage.get(COLOR_MODE_STORAGE_KEY));
}

function readDocumentMode(): ColorMode | undefined {
  return parseColorMode(document.documentElement.getAttribute('data-theme'));
}

function parseColorMode(value: string | null): ColorMode | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

function subscribeToDocumentMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
