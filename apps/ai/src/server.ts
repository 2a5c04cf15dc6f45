import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  // Finish in-flight requests on a stop signal, then exit cleanly so supervisors see success.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad environment is the operator's mistake: say what is wrong without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
