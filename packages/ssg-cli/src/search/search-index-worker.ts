import type { ChildProcess } from 'node:child_process';
import { subscribe } from 'node:diagnostics_channel';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchIndexReply, SearchIndexRequest } from './search-index-in-worker.js';
import { PagefindIndex } from './search-index.js';

// A Pagefind index (search-index.ts) in a thread of its own: fed, written and closed by messages, in their order.
const { language } = workerData as { language: string };
const post = (reply: SearchIndexReply) => parentPort!.postMessage(reply);
// Pagefind's package keeps the process it starts to itself: this thread learns of it here, so that closing waits
// until the process has ended and is reaped, which a thread that ended before could no longer do.
const started: ChildProcess[] = [];
subscribe('child_process', (message) => started.push((message as { process: ChildProcess }).process));
const opening = PagefindIndex.open(language);
void opening.catch(() => undefined);
const failed = (error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

async function close(): Promise<void> {
  const ended = started.map((child) =>
    child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined,
  );
  await opening.then((index) => index.close()).catch(() => undefined);
  await Promise.all(ended);
}

parentPort!.on('message', (request: SearchIndexRequest) => {
  if (request.type === 'add') void opening.then((index) => index.add(request.sourcePath, request.content));
  else if (request.type === 'write')
    opening.then((index) => index.write(request.outDir)).then((files) => post({ type: 'written', files }), failed);
  else
    void close().then(() => {
      post({ type: 'closed' });
      parentPort!.close();
    });
});
