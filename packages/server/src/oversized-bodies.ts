import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * How much of an unread body is still read (and thrown away) so that the reply arrives intact; a client
 * that sends more than this gets the reply at that point and may see the connection reset.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * A body over the route's limit always gets its 413, and the client always gets to read it.
 *
 * Two ways it was lost: a hook that answers first (sign-in required, rate limit) answered something
 * else; and the socket was closed while the client was still writing, with unread bytes in it, so the
 * kernel reset the connection and the client saw EPIPE or ECONNRESET instead of the reply. Now a declared
 * Content-Length over the limit is refused before any other hook (after CORS, so a browser can read it),
 * and any reply sent before its request's body was read (a 413, a 401 from a hook) goes out once the
 * rest of the body has been read and thrown away, so the connection is reused or closed cleanly.
 */
export function answerOversizedBodies(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (Number(request.headers['content-length']) > request.routeOptions.bodyLimit) {
      reply.send(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.raw.complete || request.raw.readableEnded) return done(null, payload);
    drainRequest(request.raw).then(() => done(null, payload));
  });
}

/** Reads and discards what is left of the body; resolves at its end, or once the cap is passed. */
function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const finish = () => {
      raw.off('data', count);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > OVERSIZED_BODY_DRAIN_BYTES) finish();
    };
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}
