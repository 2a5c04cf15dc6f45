import { startApi } from '../start-api.ts';
import { benchRoutes } from './bench.routes.ts';

// The API with the bench's seeding and probe routes (bench.routes.ts): what scripts/bench/servers.mjs
// starts. Production starts server.ts, which never registers them.
startApi({ extraRoutes: benchRoutes });
