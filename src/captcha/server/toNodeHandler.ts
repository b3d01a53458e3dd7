import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CaptchaHandler } from './handler.js';

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /** Largest body read from the socket, in bytes [65,536]; the handler applies its own, smaller, limit. */
  maxBodyBytes?: number;
}

const TOO_LARGE = JSON.stringify({ ok: false, error: 'payload-too-large' });

/** The whole body, or `null` (and the socket left paused) once it passes `maxBytes`. */
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
 * The request's body as a stream read from the socket only when the handler reads it (a body it refuses
 * unread, a declared length over its limit, is never waited for), whole, in one chunk. Past `maxBytes` the
 * stream fails and `onTooLarge` runs.
 */
function bodyStream(request: IncomingMessage, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const body = await readBody(request, maxBytes);
        if (body === null) {
          onTooLarge();
          controller.error(new RangeError('request body over maxBodyBytes'));
          return;
        }
        if (body.length > 0) controller.enqueue(new Uint8Array(body.buffer, body.byteOffset, body.length));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Adapts a Fetch-API captcha handler to Node's `http.createServer((req, res) => ...)`, passing the socket's
 * address for the rate limit: `http.createServer(toNodeHandler(createCaptchaHandler(service))).listen(8080)`.
 * The handler gets the request as soon as its headers arrive, so a declared length over a limit is refused
 * (413) at once rather than after the body; a connection whose body was left unread is closed.
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
      const declared = Number(req.headers['content-length'] ?? 0);
      if (hasBody && declared > maxBodyBytes) {
        send(res, 413, TOO_LARGE, { connection: 'close' });
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // The path only: the Host header is the client's to write, so it never becomes part of the URL.
      const path = req.url ?? '/';
      if (!path.startsWith('/')) throw new Error('not a path');
      let tooLarge = false;
      // `duplex` is what Node's fetch needs for a streamed body; the DOM typings do not know it yet.
      const init: RequestInit & { duplex: 'half' } = {
        method,
        headers,
        body: hasBody
          ? bodyStream(req, maxBodyBytes, () => {
              tooLarge = true;
            })
          : null,
        duplex: 'half',
      };
      const request = new Request(`http://localhost${path}`, init);
      const response = await handler(request, { clientAddress: req.socket.remoteAddress });
      if (tooLarge) {
        send(res, 413, TOO_LARGE, { connection: 'close' });
        return;
      }
      const responseHeaders = Object.fromEntries(response.headers);
      // The rest of an unread body would otherwise be parsed as the next request on this connection.
      if (hasBody && !req.complete) responseHeaders.connection = 'close';
      res.writeHead(response.status, responseHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      if (!res.headersSent)
        send(res, 400, JSON.stringify({ ok: false, error: 'bad-request' }), { connection: 'close' });
      else res.destroy();
    });
  };
}
