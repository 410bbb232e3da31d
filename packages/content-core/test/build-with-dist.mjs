// Runs the built package's buildManifest on a site and writes the manifest as JSON, counting the worker
// threads it starts (the worker-thread loading path exists only in dist). Usage: node build-with-dist.mjs <siteDir> <out.json>
import { writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import process from 'node:process';
import workerThreads from 'node:worker_threads';

let workersStarted = 0;
const { Worker } = workerThreads;
workerThreads.Worker = class CountedWorker extends Worker {
  constructor(...args) {
    super(...args);
    workersStarted++;
  }
};
syncBuiltinESMExports();

const [siteDir, outFile] = process.argv.slice(2);
const { config } = JSON.parse(process.env.KRAN_TEST_CONFIG);
const { buildManifest } = await import('../dist/index.js');
const manifest = await buildManifest({ siteDir, config });
writeFileSync(outFile, JSON.stringify({ manifest, workersStarted }));
