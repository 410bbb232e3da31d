import { describe, expect, it } from 'vitest';
import { INIT_LOCALES } from './init-locales';
import { PACKAGE_MANAGERS } from './package-managers';
import { fillCommands } from './template-commands';
import { readTemplateFiles } from './template-files';

describe('fillCommands', () => {
  const text = 'Needs {{package manager}}.\n\n```bash\n{{install}}\n{{run build}}\n{{ run start }}\n```\n';

  it('writes the commands of each package manager', () => {
    expect(fillCommands(text, 'npm')).toBe('Needs npm.\n\n```bash\nnpm install\nnpm run build\nnpm start\n```\n');
    expect(fillCommands(text, 'pnpm')).toBe('Needs pnpm.\n\n```bash\npnpm install\npnpm build\npnpm start\n```\n');
    expect(fillCommands(text, 'yarn')).toBe('Needs yarn.\n\n```bash\nyarn install\nyarn build\nyarn start\n```\n');
  });

  it('leaves other braces alone', () => {
    expect(fillCommands('const a = { b: { c: 1 } };', 'npm')).toBe('const a = { b: { c: 1 } };');
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => fillCommands('{{run}}', 'npm')).toThrow('Unknown placeholder {{run}}');
    expect(() => fillCommands('{{publish}}', 'npm')).toThrow('use {{install}}, {{run SCRIPT}} or {{package manager}}');
  });

  it.each(INIT_LOCALES)(
    "fills every placeholder of the %s templates with one package manager's commands",
    async (locale) => {
      const command = /\b(npm|pnpm|yarn) (?:install|run|build|start|dev|typecheck)\b/g;
      for (const file of await readTemplateFiles(locale)) {
        for (const packageManager of PACKAGE_MANAGERS) {
          const filled = fillCommands(file.text, packageManager);
          expect(filled, file.path).not.toContain('{{');
          const managers = new Set([...filled.matchAll(command)].map((match) => match[1]));
          expect([...managers], file.path).toEqual(managers.size === 0 ? [] : [packageManager]);
        }
      }
    },
  );
});
