// pnpm bench:content: content-core on a synthetic site of 10,000 posts, cold and after editing one post.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.mjs';

const sizes = (process.env.BENCH_POSTS ?? '1000,10000').split(',').map(Number);
const runner = path.join(import.meta.dirname, 'content-run.mjs');

console.log('content-core benchmark (each size in a fresh process)');
console.log(
  'posts    routes   cold s   posts/s   first edit ms   later edits ms (median of 4)   cold peak RSS MB   edits peak RSS MB',
);
for (const count of sizes) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-content-'));
  try {
    await generateSite(dir, count);
    const result = JSON.parse(execFileSync(process.execPath, [runner, dir, String(count)], { encoding: 'utf8' }));
    console.log(
      [
        String(count).padEnd(8),
        String(result.routes).padEnd(8),
        (result.coldMs / 1000).toFixed(2).padEnd(8),
        String(Math.round(count / (result.coldMs / 1000))).padEnd(9),
        result.firstEditMs.toFixed(0).padEnd(15),
        result.medianLaterEditMs.toFixed(0).padEnd(30),
        (result.coldMaxRssKb / 1024).toFixed(0).padEnd(18),
        (result.editMaxRssKb / 1024).toFixed(0),
      ].join(' '),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
