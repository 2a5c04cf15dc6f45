// Fixed loopback ports for the e2e stack, away from the defaults a developer may be running.
export const E2E_PORTS = { app: 3310, ai: 3311, smtp: 3325, mailbox: 3326 } as const;
export const APP_URL = `http://127.0.0.1:${E2E_PORTS.app}`;
export const MAILBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailbox}`;
export const ADMIN = { email: 'admin@e2e.northstar.test', password: 'e2e-admin-password-1234' } as const;
