#!/usr/bin/env node
// Kept outside dist so package managers can link the command before the package is built.
await import('../dist/cli.js');
