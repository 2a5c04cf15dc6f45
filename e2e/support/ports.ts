// Fixed loopback ports for the e2e stack, away from the defaults a developer may be running.
// E2E_PORT_BASE moves the whole stack (two checkouts can run their suites side by side); the SPA must
// then be built with VITE_AI_SERVICE_URL=http://127.0.0.1:<base + 1>.
const base = Number(process.env.E2E_PORT_BASE ?? 3310);
export const E2E_PORTS = { app: base, ai: base + 1, smtp: base + 15, mailbox: base + 16 } as const;
export const APP_URL = `http://127.0.0.1:${E2E_PORTS.app}`;
export const MAILBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailbox}`;
export const ADMIN = { email: 'admin@e2e.northstar.test', password: 'e2e-admin-password-1234' } as const;
