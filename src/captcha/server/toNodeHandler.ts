import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CaptchaHandler } from './handler.js';

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /** Largest body read from the socket, in bytes [65,536]; the handler applies its own, smaller, limit. */
  maxBodyBytes?: number;
}

function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        resolve(null);
        request.pause();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Adapts a Fetch-API captcha handler to Node's `http.createServer((req, res) => ...)`, passing the socket's
 * address for the rate limit: `http.createServer(toNodeHandler(createCaptchaHandler(service))).listen(8080)`.
 */
export function toNodeHandler(
  handler: CaptchaHandler,
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const maxBodyBytes = options.maxBodyBytes ?? 65_536;
  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body);
  };
  return (req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const body = hasBody ? await readBody(req, maxBodyBytes) : null;
      if (hasBody && body === null) {
        send(res, 413, JSON.stringify({ ok: false, error: 'payload-too-large' }), { connection: 'close' });
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // The path only: the Host header is the client's to write, so it never becomes part of the URL.
      const path = req.url ?? '/';
      if (!path.startsWith('/')) throw new Error('not a path');
      const request = new Request(`http://localhost${path}`, {
        method,
        headers,
        body: body === null ? null : new Uint8Array(body),
      });
      const response = await handler(request, { clientAddress: req.socket.remoteAddress });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent) send(res, 400, JSON.stringify({ ok: false, error: 'bad-request' }));
      else res.destroy();
    });
  };
}
