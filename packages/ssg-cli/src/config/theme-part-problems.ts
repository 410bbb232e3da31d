import type { ConfigProblem } from '@kran/content-core';
import type { ThemeDefinition } from '@kran/theme/definition';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { KranConfig } from './load-config.js';

/**
 * What the site config's `theme` part names that the theme or the site folder does not have: component names,
 * override files, message keys; each at its place in the config.
 */
export function themePartProblems(config: KranConfig, siteDir: string, definition: ThemeDefinition): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const { components = {}, messages = {} } = config.theme ?? {};
  for (const [name, file] of Object.entries(components)) {
    const at = { path: ['theme', 'components', name], key: name, after: 'components' };
    if (!(definition.componentNames as readonly string[]).includes(name)) {
      problems.push({
        message: `theme.components names "${name}", which is not a component of the theme.`,
        at,
        hint: `Name one of the theme's components: ${definition.componentNames.join(', ')}.`,
      });
    } else if (typeof file !== 'string' || !existsSync(path.resolve(siteDir, file))) {
      problems.push({
        message: `The override of ${name} is ${JSON.stringify(file)}, but no such file exists in the site folder.`,
        at: typeof file === 'string' ? { ...at, value: file } : at,
        hint: `Give the path of a module that default-exports a React component, relative to the site folder, e.g. \`${name}: './src/${name}.tsx'\`.`,
      });
    }
  }
  for (const key of Object.keys(messages)) {
    if ((definition.messageKeys as readonly string[]).includes(key)) continue;
    problems.push({
      message: `theme.messages has the key "${key}", which no text of the theme has.`,
      at: { path: ['theme', 'messages', key], key, after: 'messages' },
      hint: `Use one of the keys of the theme's message table (the theme's README lists them), e.g. 'notFound.title'.`,
    });
  }
  return problems;
}
