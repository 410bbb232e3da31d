#!/usr/bin/env node
import { checkPackage } from './check-package.js';
import { formatProblems } from './problem.js';

// Checks the package in the current folder (a package's prepack and check:package scripts run it there).
const problems = await checkPackage(process.cwd());
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the package that would be packed.`);
  process.exitCode = 1;
}
