// `npm start` on a terminal: reads one service's JSON log lines on stdin and writes them readable
// (pino-pretty), one line per request ("GET /api/v1/health 200 0.8 ms"). It runs as its own process
// between the service and the terminal, only when stdout is a terminal; elsewhere the services write
// plain JSON straight to stdout. Usage: node scripts/lib/pretty-log.mjs <name>
import { createInterface } from 'node:readline';
import { prettyFactory } from 'pino-pretty';

const name = process.argv[2] ?? 'app';
const pretty = prettyFactory({
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: (log, messageKey) => `[${name}] ${log[messageKey] ?? ''}`,
  singleLine: false,
});

// Fastify logs "incoming request" and "request completed" (which carries only the reqId): keep the
// first's method and URL until the second, then print one line. Bounded in case a completion is lost.
const pending = new Map();
const MAX_PENDING = 10_000;

function format(line) {
  if (!line.startsWith('{')) return `${line}\n`;
  let log;
  try {
    log = JSON.parse(line);
  } catch {
    return `${line}\n`;
  }
  if (log.reqId !== undefined && log.msg === 'incoming request' && log.req) {
    if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value);
    pending.set(log.reqId, `${log.req.method} ${log.req.url}`);
    return '';
  }
  if (log.reqId !== undefined && log.msg === 'request completed' && log.res) {
    const request = pending.get(log.reqId) ?? `request ${log.reqId}`;
    pending.delete(log.reqId);
    const ms = typeof log.responseTime === 'number' ? ` ${log.responseTime.toFixed(1)} ms` : '';
    log.msg = `${request} ${log.res.statusCode}${ms}`;
  }
  return pretty(log);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
lines.on('line', (line) => {
  const text = format(line);
  if (text) process.stdout.write(text);
});
// The supervisor ends our stdin once its services have stopped, and we end with it.
