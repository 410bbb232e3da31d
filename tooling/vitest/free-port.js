import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, as the system hands out for port 0. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The port in `process.env[name]`, or a free one written there, so that the processes a test runner starts later
 * (its workers read the same environment) agree on it, and a server a killed run left behind is never in the way.
 */
export async function portFromEnv(name) {
  const port = process.env[name] ? Number(process.env[name]) : await freePort();
  process.env[name] = String(port);
  return port;
}
