import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS_FILE, SERVE_FACTS_FILE } from '../output/output-paths';
import { BASE_SECURITY_HEADERS } from '../output/base-security-headers';
import { createStaticServer } from './serve';
import { serveFactsFile } from './serve-facts';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";
const outside = mkdtempSync(path.join(tmpdir(), 'kran-serve-'));
const root = path.join(outside, 'build');
mkdirSync(path.join(root, 'docs'), { recursive: true });
mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(root, '_kran/data'), { recursive: true });
writeFileSync(path.join(root, 'docs/index.html'), '<h1>Doku</h1>'.repeat(50));
writeFileSync(path.join(root, '404.html'), '<h1>Seite nicht gefunden</h1>');
// Another locale of the site, below its code.
mkdirSync(path.join(root, 'en/docs'), { recursive: true });
writeFileSync(path.join(root, 'en/404.html'), '<h1>Page not found</h1>');
writeFileSync(path.join(root, 'assets/main-ABCDEFGH12.js'), 'console.log(1)');
writeFileSync(path.join(root, '_kran/data/Abcdefgh12.json'), '{"path":"/docs"}');
writeFileSync(
  path.join(root, SECURITY_HEADERS_FILE),
  JSON.stringify({ ...BASE_SECURITY_HEADERS, 'content-security-policy': POLICY }),
);
mkdirSync(path.join(root, 'pagefind/fragment'), { recursive: true });
writeFileSync(path.join(root, 'pagefind/fragment/de_1a2b3c4.pf_fragment'), 'x');
writeFileSync(path.join(root, 'pagefind/pagefind.js'), 'export {}');
writeFileSync(path.join(root, 'x-manifest.json'), '{}');
writeFileSync(path.join(root, 'assets/site-logo12.svg'), '<svg/>');
writeFileSync(
  path.join(root, SERVE_FACTS_FILE),
  serveFactsFile({
    baseUrl: '/',
    immutable: ['assets/main-ABCDEFGH12.js', '_kran/data/', 'pagefind/fragment/de_1a2b3c4.pf_fragment'],
  }).contents,
);
const MEDIA = {
  gif: 'image/gif',
  avif: 'image/avif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  ico: 'image/x-icon',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};
mkdirSync(path.join(root, 'media'));
for (const extension of Object.keys(MEDIA)) writeFileSync(path.join(root, `media/file.${extension}`), 'x');
writeFileSync(path.join(outside, 'secret.txt'), 'geheim');
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'));
symlinkSync(outside, path.join(root, 'outside'));

const bareRoot = mkdtempSync(path.join(tmpdir(), 'kran-serve-bare-'));
writeFileSync(path.join(bareRoot, 'index.html'), '<h1>Start</h1>');

// A build for the base URL /beispiel/.
const subPathRoot = mkdtempSync(path.join(tmpdir(), 'kran-serve-sub-path-'));
mkdirSync(path.join(subPathRoot, 'docs'));
mkdirSync(path.join(subPathRoot, 'assets'));
mkdirSync(path.join(subPathRoot, '_kran'));
writeFileSync(path.join(subPathRoot, 'index.html'), '<h1>Startseite</h1>');
writeFileSync(path.join(subPathRoot, 'docs/index.html'), '<h1>Doku</h1>');
writeFileSync(path.join(subPathRoot, '404.html'), '<h1>Seite nicht gefunden</h1>');
writeFileSync(path.join(subPathRoot, 'assets/main-ABCDEFGH12.js'), 'console.log(1)');
writeFileSync(
  path.join(subPathRoot, SERVE_FACTS_FILE),
  serveFactsFile({ baseUrl: '/beispiel/', immutable: ['assets/main-ABCDEFGH12.js'] }).contents,
);

const servers: Server[] = [];
let port = 0;
let barePort = 0;
let subPathPort = 0;
let elsewherePort = 0;

async function listen(dir: string, options: { baseUrl?: string } = {}): Promise<number> {
  const server = createStaticServer(dir, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

type Response = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(urlPath: string, options: { method?: string; headers?: Record<string, string>; port?: number } = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port ?? port,
        path: urlPath,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends a request line as written, bytes Node's client would refuse included, and returns the raw answer. */
function sendRaw(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

beforeAll(async () => {
  port = await listen(root);
  barePort = await listen(bareRoot);
  subPathPort = await listen(subPathRoot);
  elsewherePort = await listen(subPathRoot, { baseUrl: '/anderswo/' });
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

describe('kran serve', () => {
  it('answers /x, /x.html and /x/index.html with the same page', async () => {
    for (const urlPath of ['/docs', '/docs.html', '/docs/index.html', '/docs/']) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain('<h1>Doku</h1>');
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Seite nicht gefunden');
  });

  it("answers unknown paths of another locale with that locale's not-found page", async () => {
    for (const urlPath of ['/en/missing', '/en/docs/missing/deeper', '/en/404.html']) {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain('Page not found');
    }
    expect((await get('/enx/missing')).body.toString()).toContain('Seite nicht gefunden');
  });

  it('serves route data as JSON', async () => {
    const response = await get('/_kran/data/Abcdefgh12.json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body.toString())).toEqual({ path: '/docs' });
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const brotli = await get('/docs', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('<h1>Doku</h1>');
    const gzip = await get('/docs', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>Doku</h1>');
  });

  it('answers /404 and /404.html with the not-found page and status 404', async () => {
    for (const urlPath of ['/404', '/404.html']) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(response.body.toString()).toContain('Seite nicht gefunden');
    }
  });

  it('caches for a year the files the build names as hashed: scripts, route data, search index chunks', async () => {
    for (const urlPath of [
      '/assets/main-ABCDEFGH12.js',
      '/_kran/data/Abcdefgh12.json',
      '/pagefind/fragment/de_1a2b3c4.pf_fragment',
    ]) {
      expect((await get(urlPath)).headers['cache-control'], urlPath).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates pages, unhashed files whose names only look hashed, and the not-found answer', async () => {
    for (const urlPath of [
      '/docs',
      '/x-manifest.json',
      '/assets/site-logo12.svg',
      '/pagefind/pagefind.js',
      '/assets/fehlt-ABCDEFGH12.js',
    ]) {
      expect((await get(urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
    }
  });

  it('caches nothing for a year from a build that names no hashed files', async () => {
    expect((await get('/', { port: barePort })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the content type of images, video, fonts, WebAssembly, PDF, text, XML and JSON', async () => {
    for (const [extension, type] of Object.entries(MEDIA))
      expect((await get(`/media/file.${extension}`)).headers['content-type'], extension).toBe(type);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/docs', { method: 'POST' })).status).toBe(405);
    const head = await get('/docs', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('kran serve for a site built under a base URL', () => {
  it('serves its pages and files below the base URL', async () => {
    const page = await get('/beispiel/docs', { port: subPathPort });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<h1>Doku</h1>');
    expect((await get('/beispiel/', { port: subPathPort })).body.toString()).toContain('<h1>Startseite</h1>');
    expect((await get('/beispiel/assets/main-ABCDEFGH12.js', { port: subPathPort })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('redirects the server root and the base URL without its last slash to the base URL', async () => {
    for (const urlPath of ['/', '/beispiel']) {
      const response = await get(urlPath, { port: subPathPort });
      expect(response.status, urlPath).toBe(302);
      expect(response.headers.location).toBe('/beispiel/');
    }
    expect((await get('/beispiel?suche=1', { port: subPathPort })).headers.location).toBe('/beispiel/?suche=1');
  });

  it('answers paths outside the base URL and unknown paths inside it with the not-found page and 404', async () => {
    for (const urlPath of [
      '/docs',
      '/index.html',
      '/assets/main-ABCDEFGH12.js',
      '/beispielx/docs',
      '/beispiel/gibt-es-nicht',
    ]) {
      const response = await get(urlPath, { port: subPathPort });
      expect(response.status, urlPath).toBe(404);
      expect(response.body.toString()).toContain('Seite nicht gefunden');
    }
  });

  it('serves the build under another base URL when told to', async () => {
    expect((await get('/anderswo/docs', { port: elsewherePort })).body.toString()).toContain('<h1>Doku</h1>');
    expect((await get('/beispiel/docs', { port: elsewherePort })).status).toBe(404);
    expect((await get('/', { port: elsewherePort })).headers.location).toBe('/anderswo/');
  });
});

describe('kran serve with paths that try to leave the build folder', () => {
  const expectRefused = (attempt: string, response: { status: number; body: string }) => {
    expect([400, 404], attempt.slice(0, 60)).toContain(response.status);
    expect(response.body).not.toContain('geheim');
  };

  it('answers 400 or 404 to .., encoded .., double-encoded .., backslashes and NUL, never with the file outside', async () => {
    const attempts = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/.%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..%5csecret.txt',
      '/..%5Csecret.txt',
      '/docs%00.html',
      '/secret.txt%00',
    ];
    for (const attempt of attempts) {
      const response = await get(attempt);
      expectRefused(attempt, { status: response.status, body: response.body.toString() });
    }
  });

  it('answers 400 or 404 to raw backslashes and raw .. that a client sends unnormalised', async () => {
    for (const requestLine of [
      'GET /..\\secret.txt HTTP/1.1',
      'GET /docs\\..\\..\\secret.txt HTTP/1.1',
      'GET /../secret.txt HTTP/1.1',
      'GET http://127.0.0.1/../secret.txt HTTP/1.1',
    ]) {
      const answer = await sendRaw(requestLine);
      expectRefused(requestLine, { status: statusOf(answer), body: answer });
    }
  });

  it('answers 400 to a raw NUL byte in the request line', async () => {
    const answer = await sendRaw('GET /docs\u0000.html HTTP/1.1');
    expect(statusOf(answer)).toBe(400);
  });

  it("answers 400 to URLs of 3 KB, 9 KB, 20 KB and 100 KB, Node's header limit included", async () => {
    for (const size of [3_000, 9_000, 20_000, 100_000]) {
      const answer = await sendRaw(`GET /${'a'.repeat(size)} HTTP/1.1`);
      expect(statusOf(answer), `${size} bytes`).toBe(400);
    }
  });

  it('does not follow symlinks to a file or a folder outside the build folder', async () => {
    for (const attempt of ['/link.txt', '/outside/secret.txt', '/outside/', '/outside']) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.body.toString()).not.toContain('geheim');
    }
  });
});

describe('kran serve security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string | string[] | undefined>, where: string) => {
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], where).toBe('DENY');
    expect(headers['content-security-policy'], where).toBe(POLICY);
  };

  it("sends them and the build's Content-Security-Policy with pages, assets, data, 404, 405 and 400 answers", async () => {
    for (const [urlPath, method] of [
      ['/docs', 'GET'],
      ['/assets/main-ABCDEFGH12.js', 'GET'],
      ['/_kran/data/Abcdefgh12.json', 'GET'],
      ['/fehlt', 'GET'],
      ['/docs', 'POST'],
      ['/%2e%2e/secret.txt', 'GET'],
      ['/docs', 'HEAD'],
    ] as const) {
      const response = await get(urlPath, { method });
      expectSecurityHeaders(response.headers, `${method} ${urlPath} (${response.status})`);
    }
  });

  it('sends them with the 400 for a request Node cannot parse', async () => {
    const answer = await sendRaw(`GET /${'a'.repeat(20_000)} HTTP/1.1`);
    const headers = Object.fromEntries(
      [...answer.matchAll(/^([a-z-]+): (.*)\r$/gm)].map(([, name, value]) => [name, value]),
    );
    expectSecurityHeaders(headers, 'overlong URL');
  });

  it('sends the base headers without a policy for a build that wrote none', async () => {
    const response = await get('/', { port: barePort });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject(BASE_SECURITY_HEADERS);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
