import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, SECURITY_HEADERS_FILE } from './security-headers';
import { createStaticServer } from './serve';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";
const outside = mkdtempSync(path.join(tmpdir(), 'kran-serve-'));
const root = path.join(outside, 'build');
mkdirSync(path.join(root, 'docs'), { recursive: true });
mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(root, '_kran/data'), { recursive: true });
writeFileSync(path.join(root, 'docs/index.html'), '<h1>Doku</h1>'.repeat(50));
writeFileSync(path.join(root, '404.html'), '<h1>Seite nicht gefunden</h1>');
writeFileSync(path.join(root, 'assets/main-ABCDEFGH12.js'), 'console.log(1)');
writeFileSync(path.join(root, '_kran/data/Abcdefgh12.json'), '{"path":"/docs"}');
writeFileSync(path.join(root, SECURITY_HEADERS_FILE), JSON.stringify({ ...BASE_SECURITY_HEADERS, 'content-security-policy': POLICY }));
writeFileSync(path.join(outside, 'secret.txt'), 'geheim');
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'));
symlinkSync(outside, path.join(root, 'outside'));

const bareRoot = mkdtempSync(path.join(tmpdir(), 'kran-serve-bare-'));
writeFileSync(path.join(bareRoot, 'index.html'), '<h1>Start</h1>');

const servers: Server[] = [];
let port = 0;
let barePort = 0;

async function listen(dir: string): Promise<number> {
  const server = createStaticServer(dir);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

type Response = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(urlPath: string, options: { method?: string; headers?: Record<string, string>; port?: number } = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: options.port ?? port, path: urlPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends a request line as written, bytes Node's client would refuse included, and returns the raw answer. */
function sendRaw(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
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

  it('caches hashed files for a year and pages not at all', async () => {
    expect((await get('/assets/main-ABCDEFGH12.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs')).headers['cache-control']).toBe('no-cache');
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/docs', { method: 'POST' })).status).toBe(405);
    const head = await get('/docs', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('kran serve with paths that try to leave the build folder', () => {
  const expectRefused = (attempt: string, response: { status: number; body: string }) => {
    expect([400, 404], attempt.slice(0, 60)).toContain(response.status);
    expect(response.body).not.toContain('geheim');
  };

  it('answers 400 or 404 to .., encoded .., double-encoded .., backslashes and NUL, never with the file outside', async () => {
    const attempts = [
      '/../secret.txt', '/docs/../../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/.%2e/secret.txt', '/%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt', '/%252e%252e%252fsecret.txt', '/..%5csecret.txt', '/..%5Csecret.txt', '/docs%00.html', '/secret.txt%00',
    ];
    for (const attempt of attempts) {
      const response = await get(attempt);
      expectRefused(attempt, { status: response.status, body: response.body.toString() });
    }
  });

  it('answers 400 or 404 to raw backslashes and raw .. that a client sends unnormalised', async () => {
    for (const requestLine of ['GET /..\\secret.txt HTTP/1.1', 'GET /docs\\..\\..\\secret.txt HTTP/1.1', 'GET /../secret.txt HTTP/1.1', 'GET http://127.0.0.1/../secret.txt HTTP/1.1']) {
      const answer = await sendRaw(requestLine);
      expectRefused(requestLine, { status: statusOf(answer), body: answer });
    }
  });

  it('answers 400 to a raw NUL byte in the request line', async () => {
    const answer = await sendRaw('GET /docs\u0000.html HTTP/1.1');
    expect(statusOf(answer)).toBe(400);
  });

  it('answers 400 to URLs of 3 KB, 9 KB, 20 KB and 100 KB, Node\'s header limit included', async () => {
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

  it('sends them and the build\'s Content-Security-Policy with pages, assets, data, 404, 405 and 400 answers', async () => {
    for (const [urlPath, method] of [['/docs', 'GET'], ['/assets/main-ABCDEFGH12.js', 'GET'], ['/_kran/data/Abcdefgh12.json', 'GET'], ['/fehlt', 'GET'], ['/docs', 'POST'], ['/%2e%2e/secret.txt', 'GET'], ['/docs', 'HEAD']] as const) {
      const response = await get(urlPath, { method });
      expectSecurityHeaders(response.headers, `${method} ${urlPath} (${response.status})`);
    }
  });

  it('sends them with the 400 for a request Node cannot parse', async () => {
    const answer = await sendRaw(`GET /${'a'.repeat(20_000)} HTTP/1.1`);
    const headers = Object.fromEntries([...answer.matchAll(/^([a-z-]+): (.*)\r$/gm)].map(([, name, value]) => [name, value]));
    expectSecurityHeaders(headers, 'overlong URL');
  });

  it('sends the base headers without a policy for a build that wrote none', async () => {
    const response = await get('/', { port: barePort });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject(BASE_SECURITY_HEADERS);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
