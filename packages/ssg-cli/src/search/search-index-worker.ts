import { parentPort, workerData } from 'node:worker_threads';
import type { SearchIndexReply, SearchIndexRequest } from './search-index-in-worker.js';
import { PagefindIndex } from './search-index.js';

// A Pagefind index (search-index.ts) in a thread of its own: fed, written and closed by messages, in their order.
const { language } = workerData as { language: string };
const post = (reply: SearchIndexReply) => parentPort!.postMessage(reply);
const opening = PagefindIndex.open(language);
void opening.catch(() => undefined);
const failed = (error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

parentPort!.on('message', (request: SearchIndexRequest) => {
  if (request.type === 'add') void opening.then((index) => index.add(request.sourcePath, request.content));
  else if (request.type === 'write')
    opening.then((index) => index.write(request.outDir)).then((files) => post({ type: 'written', files }), failed);
  else
    void opening
      .then((index) => index.close())
      .catch(() => undefined)
      .then(() => {
        post({ type: 'closed' });
        parentPort!.close();
      });
});
