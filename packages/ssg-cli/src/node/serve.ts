import { createReadStream } from 'node:fs';
import { realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { candidateFiles } from './resolve-request-path.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const HASHED = /-[A-Za-z0-9_-]{8,}\.(?:js|css|json)$|\/_kran\/data\//;

/** Serves a built site: `/x`, `/x.html` and `/x/index.html` all answer with the page; unknown paths get 404.html. */
export function createStaticServer(rootDir: string): Server {
  const root = realpathSync(path.resolve(rootDir));
  return createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = (request.url ?? '/').split('?')[0]!;
      const candidates = candidateFiles(root, urlPath);
      if (!candidates) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path.');
        return;
      }
      for (const file of candidates) {
        const real = await realFile(file, root);
        if (real) return send(response, real, 200, request.method === 'HEAD');
      }
      const notFound = await realFile(path.join(root, '404.html'), root);
      if (notFound) return send(response, notFound, 404, request.method === 'HEAD');
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
}

async function realFile(file: string, root: string): Promise<string | undefined> {
  try {
    const real = await realpath(file);
    if (!real.startsWith(root + path.sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, file: string, status: number, isHead: boolean): void {
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  response.writeHead(status, {
    'content-type': type,
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (isHead) response.end();
  else createReadStream(file).pipe(response);
}
