import { isFilledString, placeIn, problemList } from './check-link.js';
import type { ConfigProblem } from './config-part.js';
import type { ThemeSiteConfig } from './theme-site-config.js';

/** Checks the values of `colorMode` and `announcementBar` that the shell cannot do without. */
export function checkShellSettings({ colorMode, announcementBar }: ThemeSiteConfig): ConfigProblem[] {
  const { problems, report } = problemList();
  const defaultMode: unknown = colorMode?.defaultMode;
  if (defaultMode !== undefined && defaultMode !== 'light' && defaultMode !== 'dark') {
    const at = placeIn(['colorMode']);
    report(
      `colorMode.defaultMode is ${JSON.stringify(defaultMode)}, which is no colour mode.`,
      typeof defaultMode === 'string' ? at('defaultMode', defaultMode) : at('defaultMode'),
      "Use `defaultMode: 'light'` or `defaultMode: 'dark'`.",
    );
  }
  if (announcementBar !== undefined) {
    const at = placeIn(['announcementBar']);
    for (const key of ['id', 'content'] as const) {
      if (isFilledString(announcementBar[key])) continue;
      report(
        `The announcement bar has no ${key === 'id' ? 'id' : 'content'}.`,
        announcementBar[key] === undefined ? placeIn([])('announcementBar') : at(key),
        key === 'id'
          ? "Give it an id, and a new one for each announcement: `id: 'release-2'` (a visitor who closed the bar sees it again)."
          : "Give it the HTML it shows: `content: 'Version 2 is out!'`.",
      );
    }
  }
  return problems;
}
