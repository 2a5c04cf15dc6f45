// A stand-in service for the supervisor's test: answers /api/v1/health on PORT, and on SIGUSR2 blocks
// its event loop for good (as a catastrophic regex would). Like the real services, it handles SIGTERM,
// which a blocked loop never gets to run.
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  res.writeHead(req.url === '/api/v1/health' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`listening pid ${process.pid}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGUSR2', () => {
  for (;;) {
    // Hung: the process runs, its port is open, nothing answers.
  }
});
