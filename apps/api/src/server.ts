import { startApi } from './start-api.ts';

// The API as production runs it (npm start, the container). The bench starts bench/bench-server.ts.
startApi();
