import { createReadStream, readFileSync, realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { chooseEncoding, CompressionCache } from './compress.js';
import { securityHeadersReader } from './read-security-headers.js';
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
  '.pf_meta': 'application/octet-stream',
};

const HASHED = /-[A-Za-z0-9_-]{8,}\.(?:js|css|json)$|\/_kran\/data\//;

/** Serves a built site: `/x`, `/x.html` and `/x/index.html` all answer with the page; unknown paths get 404.html. */
export function createStaticServer(rootDir: string): Server {
  const root = realpathSync(path.resolve(rootDir));
  const compression = new CompressionCache();
  const securityHeaders = securityHeadersReader(root);
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
    handle(request, response, root, compression).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  // Requests Node cannot parse (a URL longer than its 16 KB header limit, a NUL byte) get a plain 400
  // with the same headers instead of Node's own answer (431 for an overlong URL).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const headers = Object.entries({ ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8', 'content-length': '13', connection: 'close' });
    socket.end(`HTTP/1.1 400 Bad Request\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\nBad request.\n`);
  });
  return server;
}

async function handle(request: IncomingMessage, response: ServerResponse, root: string, compression: CompressionCache): Promise<void> {
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
    const found = await realFile(file, root);
    if (found) return send({ request, response, compression, ...found, status: 200 });
  }
  const notFound = await realFile(path.join(root, '404.html'), root);
  if (notFound) return send({ request, response, compression, ...notFound, status: 404 });
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
}

async function realFile(file: string, root: string): Promise<{ file: string; mtimeMs: number; size: number } | undefined> {
  try {
    const real = await realpath(file);
    if (!real.startsWith(root + path.sep)) return undefined;
    const stats = await stat(real);
    return stats.isFile() ? { file: real, mtimeMs: stats.mtimeMs, size: stats.size } : undefined;
  } catch {
    return undefined;
  }
}

function send(options: {
  request: IncomingMessage;
  response: ServerResponse;
  compression: CompressionCache;
  file: string;
  mtimeMs: number;
  size: number;
  status: number;
}): void {
  const { request, response, file } = options;
  const encoding = chooseEncoding(file, request.headers['accept-encoding']);
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (!encoding) {
    response.writeHead(options.status, { ...headers, 'content-length': options.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
    return;
  }
  const body = options.compression.get(file, options.mtimeMs, encoding, () => readFileSync(file));
  response.writeHead(options.status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
