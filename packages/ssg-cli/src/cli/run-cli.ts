import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InitError } from '../init/init-error.js';
import { INIT_LOCALES, isInitLocale, type InitLocale } from '../init/init-locales.js';
import { isPackageManager, PACKAGE_MANAGERS, packageManagerOf, type PackageManager } from '../init/package-managers.js';
import { runBuild, runClean, runDev, runInit, runMigrate, runRoutes, runServe } from './commands.js';
import { USAGE } from './usage.js';

const OPTIONS = {
  site: { type: 'string' },
  out: { type: 'string' },
  dir: { type: 'string' },
  'base-url': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  locale: { type: 'string' },
  'package-manager': { type: 'string' },
  'no-cache': { type: 'boolean' },
  'source-maps': { type: 'boolean' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const ALLOWED: Record<string, (keyof typeof OPTIONS)[]> = {
  init: ['locale', 'package-manager', 'help'],
  build: ['site', 'out', 'base-url', 'locale', 'no-cache', 'source-maps', 'help'],
  clean: ['site', 'out', 'help'],
  serve: ['site', 'dir', 'base-url', 'port', 'host', 'help'],
  dev: ['site', 'port', 'host', 'locale', 'help'],
  routes: ['site', 'help'],
  migrate: ['site', 'force', 'help'],
};

/** Runs one kran command; returns the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE.main);
    return command === undefined ? 1 : 0;
  }
  const allowed = ALLOWED[command];
  if (!allowed) {
    console.error(`Unknown command "${command}".\n\n${USAGE.main}`);
    return 2;
  }
  let values: Partial<Record<keyof typeof OPTIONS, string | boolean>>;
  let positionals: string[];
  try {
    const allowPositionals = command === 'init' || command === 'migrate';
    ({ values, positionals } = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals }));
    const misplaced = Object.keys(values).find((name) => !allowed.includes(name as keyof typeof OPTIONS));
    if (misplaced) throw new Error(`Option "--${misplaced}" does not apply to "kran ${command}".`);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE[command]}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE[command]);
    return 0;
  }
  if (command === 'migrate' && positionals.length > 1) {
    console.error(
      `kran migrate takes one folder, not ${positionals.length}: ${positionals.join(', ')}.\n\n${USAGE.migrate}`,
    );
    return 2;
  }
  if (command === 'init') {
    const problem = initArgumentsProblem(positionals, values.locale, values['package-manager']);
    if (problem) {
      console.error(problem);
      return 2;
    }
  }
  const siteDir = path.resolve(typeof values.site === 'string' ? values.site : '.');
  const port = values.port === undefined ? 3000 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535, not "${String(values.port)}".`);
    return 2;
  }
  const host = typeof values.host === 'string' ? values.host : '127.0.0.1';
  try {
    if (command === 'init') {
      await runInit({
        dir: positionals[0]!,
        locale: (values.locale ?? 'en') as InitLocale,
        packageManager:
          (values['package-manager'] as PackageManager | undefined) ??
          packageManagerOf(process.env.npm_config_user_agent),
      });
    }
    if (command === 'build')
      await runBuild({
        siteDir,
        outDir: values.out as string | undefined,
        baseUrl: values['base-url'] as string | undefined,
        locale: values.locale as string | undefined,
        persistentCache: values['no-cache'] !== true,
        sourceMaps: values['source-maps'] === true,
      });
    if (command === 'clean') await runClean({ siteDir, outDir: values.out as string | undefined });
    if (command === 'routes') await runRoutes(siteDir);
    if (command === 'migrate')
      await runMigrate({
        siteDir: positionals[0] ? path.resolve(positionals[0]) : siteDir,
        force: values.force === true,
      });
    if (command === 'serve')
      await runServe({
        dir: path.resolve(siteDir, typeof values.dir === 'string' ? values.dir : 'build'),
        port,
        host,
        baseUrl: values['base-url'] as string | undefined,
      });
    if (command === 'dev')
      await runDev({ siteDir, port, host, ...(typeof values.locale === 'string' ? { locale: values.locale } : {}) });
    return 0;
  } catch (error) {
    // Loaded on failure only: it needs content-core, which a build that finds nothing changed never loads.
    const { describeFailure } = await import('../errors/describe-failure.js');
    console.error(describeFailure(error));
    return error instanceof InitError ? 2 : 1;
  }
}

/** Why `kran init` cannot run with these arguments, or undefined when it can. */
function initArgumentsProblem(
  positionals: string[],
  locale: string | boolean | undefined,
  packageManager: string | boolean | undefined,
): string | undefined {
  if (positionals.length === 0) {
    return `kran init needs the folder to write the site into, e.g. \`kran init my-site\`.\n\n${USAGE.init}`;
  }
  if (positionals.length > 1) {
    return `kran init takes one folder, not ${positionals.length}: ${positionals.join(', ')}.\n\n${USAGE.init}`;
  }
  if (typeof locale === 'string' && !isInitLocale(locale)) {
    return `--locale must be one of ${INIT_LOCALES.join(', ')}, not "${locale}".`;
  }
  if (typeof packageManager === 'string' && !isPackageManager(packageManager)) {
    return `--package-manager must be one of ${PACKAGE_MANAGERS.join(', ')}, not "${packageManager}".`;
  }
  return undefined;
}
