#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { publishEnvironment } from './publish-environment.js';

// `pnpm release` runs this after building the packages: changesets publishes each package whose version is not on
// the registry yet (each package's prepack builds and checks it once more before it is packed).
const { status } = spawnSync('changeset', ['publish'], {
  stdio: 'inherit',
  env: publishEnvironment(process.env),
  shell: true,
});
process.exitCode = status ?? 1;
