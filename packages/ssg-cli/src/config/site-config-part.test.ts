import { theme } from '@kran/theme/definition';
import { describe, expect, it } from 'vitest';
import { configPartOf } from './site-config-part.js';

describe('configPartOf', () => {
  const { keys } = configPartOf(theme, '/nowhere');

  it("accepts ssg-cli's `theme.package` beside the theme's own keys under `theme`", () => {
    expect(keys.theme?.keys).toEqual([...theme.config.keys.theme.keys, 'package']);
  });

  it("keeps the theme's other parts of the config as the theme names them", () => {
    expect(keys.navbar).toEqual(theme.config.keys.navbar);
    expect(Object.keys(keys).sort()).toEqual(
      [...Object.keys(theme.config.keys), 'contentSecurityPolicy', 'clientRedirects', 'sass'].sort(),
    );
  });
});
