import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN, APP_URL, E2E_PORTS } from './support/ports.ts';

// Every run starts the built app against a fresh embedded database and a real SMTP sink.
const dataDir = mkdtempSync(join(tmpdir(), 'northstar-e2e-'));
const aiDataDir = mkdtempSync(join(tmpdir(), 'northstar-e2e-ai-'));
// The SPA must be built with this address (scripts/test.mjs does: VITE_AI_SERVICE_URL).
const AI_URL = `http://127.0.0.1:${E2E_PORTS.ai}`;
const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual regression (tests/visual.spec.ts). The same Chromium renders the same pixels, so the slack
    // is small: a pixel counts as changed beyond a 0.05 colour distance (0.2, the default, let the primary
    // buttons turn from brand-600 to brand-800 unseen) and a page fails past 0.2% changed pixels (1% let
    // a recoloured button on a dashboard page pass). Anti-aliased pixels are not counted either way.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.05,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // Baselines live in the repository, one folder per theme, without a platform suffix: CI renders with
  // the same Debian Chromium as a developer's machine. Update them with `node scripts/visual.mjs --update`.
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORTS.mailbox}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'npx tsx apps/api/src/server.ts',
      cwd: root,
      url: `${APP_URL}/api/v1/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.app),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL,
        CORS_ORIGINS: APP_URL,
        MAIL_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AI_SERVICE_URL: AI_URL,
        LOG_LEVEL: 'warn',
        // Every journey registers from 127.0.0.1; CI's retries would otherwise reach the hourly limit.
        REGISTER_LIMIT_PER_HOUR: '1000',
        // Launched campaigns show sandbox figures within seconds (tests/delivery.spec.ts).
        SANDBOX_TICK_SECONDS: '2',
      },
    },
    {
      // The AI service verifies the API's tokens through its JWKS, so it starts after the API.
      command: 'npx tsx apps/ai/src/server.ts',
      cwd: root,
      url: `${AI_URL}/api/v1/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        AI_PORT: String(E2E_PORTS.ai),
        HOST: '127.0.0.1',
        DATA_DIR: aiDataDir,
        APP_URL,
        API_URL: APP_URL,
        CORS_ORIGINS: APP_URL,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
