#!/usr/bin/env node
// React picks its production build by NODE_ENV when it is first loaded, so set it before importing.
process.env.NODE_ENV ??= 'production';
// Errors thrown by a site's compiled pages and components then name their source files.
process.setSourceMapsEnabled(true);
const { runCli } = await import('./cli/run-cli.js');
process.exitCode = await runCli(process.argv.slice(2));
export {};
