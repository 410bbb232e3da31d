import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './serve';

const root = mkdtempSync(path.join(tmpdir(), 'kran-serve-'));
let port = 0;
const server = createStaticServer((() => {
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'docs/index.html'), '<h1>Doku</h1>'.repeat(50));
  writeFileSync(path.join(root, '404.html'), '<h1>Seite nicht gefunden</h1>');
  writeFileSync(path.join(root, 'assets/main-ABCDEFGH12.js'), 'console.log(1)');
  writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'geheim');
  symlinkSync(path.join(path.dirname(root), 'secret.txt'), path.join(root, 'link.txt'));
  return root;
})());

function get(urlPath: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

  it('never serves a file outside the build folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/%252e%252e/secret.txt', '/..%5csecret.txt', '/docs%00.html', '/link.txt', `/${'a'.repeat(5000)}`]) {
      const response = await get(attempt);
      expect([400, 404]).toContain(response.status);
      expect(response.body.toString()).not.toContain('geheim');
    }
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
