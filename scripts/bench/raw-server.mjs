// The machine's ceiling: a bare node:http server answering the same small JSON as /api/v1/health.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`raw server on ${process.env.PORT}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
