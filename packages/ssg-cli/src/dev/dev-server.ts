import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { DEV_CLIENT_FILE, DEV_EVENTS_FILE } from '../output/output-paths.js';
import { devClientSource } from './dev-client.js';
import type { DevEvents } from './dev-events.js';
import { createStaticServer } from '../serve/serve.js';

/** The static server of a built site, plus the dev script and event stream below the site's baseUrl. */
export function createDevServer(options: { dir: string; baseUrl: string; events: DevEvents }): Server {
  const server = createStaticServer(options.dir);
  const serveStatic = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  const clientSource = devClientSource(options.baseUrl);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = (request.url ?? '/').split('?')[0];
    if (urlPath === `${options.baseUrl}${DEV_EVENTS_FILE}`) return options.events.connect(request, response);
    if (urlPath === `${options.baseUrl}${DEV_CLIENT_FILE}`) {
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(clientSource);
      return;
    }
    serveStatic(request, response);
  });
  server.on('close', () => options.events.close());
  return server;
}
