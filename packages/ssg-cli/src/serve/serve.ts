import { createReadStream, readFileSync, realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { NOT_FOUND_FILE } from '../output/output-paths.js';
import { chooseEncoding, CompressionCache } from './compress.js';
import { securityHeadersReader } from './read-security-headers.js';
import { candidateFiles, locateInBase } from './resolve-request-path.js';
import { isImmutable, serveFactsReader, type ServeFacts } from './serve-facts.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built site under the base URL it was built for (or `options.baseUrl`): `/x`, `/x.html` and
 * `/x/index.html` all answer with the page; the server root redirects to the base; unknown paths and
 * paths outside the base get 404.html with status 404.
 */
export function createStaticServer(rootDir: string, options: { baseUrl?: string } = {}): Server {
  const root = realpathSync(path.resolve(rootDir));
  const compression = new CompressionCache();
  const securityHeaders = securityHeadersReader(root);
  const serveFacts = serveFactsReader(root);
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
    const facts = serveFacts();
    handle(request, response, { root, compression, facts, baseUrl: options.baseUrl ?? facts.baseUrl }).catch(
      (error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end();
      },
    );
  });
  // Requests Node cannot parse (a URL longer than its 16 KB header limit, a NUL byte) get a plain 400
  // with the same headers instead of Node's own answer (431 for an overlong URL).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const headers = Object.entries({
      ...securityHeaders(),
      'content-type': 'text/plain; charset=utf-8',
      'content-length': '13',
      connection: 'close',
    });
    socket.end(
      `HTTP/1.1 400 Bad Request\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\nBad request.\n`,
    );
  });
  return server;
}

interface ServedBuild {
  root: string;
  compression: CompressionCache;
  facts: ServeFacts;
  baseUrl: string;
}

async function handle(request: IncomingMessage, response: ServerResponse, build: ServedBuild): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const [urlPath = '/', query] = (request.url ?? '/').split(/\?(.*)/s, 2);
  const location = locateInBase(urlPath, build.baseUrl);
  if (location.kind === 'redirect') {
    response
      .writeHead(302, { location: query === undefined ? location.location : `${location.location}?${query}` })
      .end();
    return;
  }
  const candidates = location.kind === 'inside' ? candidateFiles(build.root, location.sitePath) : [];
  if (!candidates) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path.');
    return;
  }
  const notFoundFiles = notFoundFilesFor(build.root, location.kind === 'inside' ? location.sitePath : '/');
  for (const file of candidates) {
    const found = await realFile(file, build.root);
    if (found)
      return send({ request, response, build, ...found, status: notFoundFiles.includes(found.file) ? 404 : 200 });
  }
  for (const file of notFoundFiles) {
    const notFound = await realFile(file, build.root);
    if (notFound) return send({ request, response, build, ...notFound, status: 404 });
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
}

/**
 * The not-found pages for a missing path, nearest first: a locale's below its folder (`de/404.html` for `/de/x`),
 * then the site's.
 */
function notFoundFilesFor(root: string, sitePath: string): string[] {
  const folders = sitePath.split('/').filter(Boolean).slice(0, -1);
  return folders
    .map((_, index) => path.join(root, ...folders.slice(0, folders.length - index), NOT_FOUND_FILE))
    .concat(path.join(root, NOT_FOUND_FILE));
}

async function realFile(
  file: string,
  root: string,
): Promise<{ file: string; mtimeMs: number; size: number } | undefined> {
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
  build: ServedBuild;
  file: string;
  mtimeMs: number;
  size: number;
  status: number;
}): void {
  const { request, response, file, build } = options;
  const encoding = chooseEncoding(file, request.headers['accept-encoding']);
  const relativePath = path.relative(build.root, file).split(path.sep).join('/');
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': options.status === 200 && isImmutable(build.facts, relativePath) ? IMMUTABLE : 'no-cache',
    vary: 'accept-encoding',
  };
  if (!encoding) {
    response.writeHead(options.status, { ...headers, 'content-length': options.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
    return;
  }
  const body = build.compression.get(file, options.mtimeMs, encoding, () => readFileSync(file));
  response.writeHead(options.status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
