import type { IncomingMessage, ServerResponse } from 'node:http';

/** `reload` names the URL paths of the files the rebuild wrote or removed, one a line (none after a whole build). */
export type DevEvent = { type: 'reload'; paths: string[] } | { type: 'problem'; message: string };

/**
 * The channel from `kran dev` to open pages (server-sent events): a page reloads after a good rebuild
 * and shows the problem after a failed one. A page that connects while the last build failed sees it at once.
 */
export class DevEvents {
  private readonly clients = new Set<ServerResponse>();
  private problem: string | undefined;

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    if (this.problem !== undefined) response.write(eventText({ type: 'problem', message: this.problem }));
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
  }

  publish(event: DevEvent): void {
    this.problem = event.type === 'problem' ? event.message : undefined;
    for (const client of this.clients) client.write(eventText(event));
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function eventText(event: DevEvent): string {
  const data = event.type === 'problem' ? event.message : event.paths.join('\n');
  return `event: ${event.type}\n${data
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}
