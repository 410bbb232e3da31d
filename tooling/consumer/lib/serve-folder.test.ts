import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type ServedFolder } from './serve-folder';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'kran-consumer-serve-'));
const folder = path.join(scratch, 'storybook-static');
let served: ServedFolder;

beforeAll(async () => {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), '<p>Home</p>');
  writeFileSync(path.join(folder, 'assets/story.js'), 'export {};');
  writeFileSync(path.join(scratch, 'secret.txt'), 'outside');
  served = await serveFolder(folder);
});
afterAll(async () => {
  await served.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('serveFolder', () => {
  it('serves a file with the content type of its extension', async () => {
    const response = await fetch(new URL('assets/story.js?id=a', served.url));
    expect([response.status, response.headers.get('content-type'), await response.text()]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'export {};',
    ]);
  });

  it("serves a folder's index.html at its address", async () => {
    expect(await (await fetch(served.url)).text()).toBe('<p>Home</p>');
  });

  it('answers 404 for a missing file and for a path leading out of the folder', async () => {
    expect((await fetch(new URL('favicon.ico', served.url))).status).toBe(404);
    expect((await fetch(`${served.url}..%2Fsecret.txt`)).status).toBe(404);
  });
});
