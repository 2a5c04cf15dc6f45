import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { REPO_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('needs no environment at all and keeps data under the repo root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      adminEmail: 'admin@northstar.local',
      mailFrom: 'Northstar <no-reply@northstar.local>',
      aiServiceUrl: 'http://localhost:5000',
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(config.dataDir).toBe(`${REPO_ROOT}/data/api`);
    expect(config.rateLimits.register).toEqual({ max: 10, windowMs: 60 * 60 * 1000 });
    expect(config.rateLimits.campaignCreate).toEqual({ max: 60, windowMs: 60 * 1000 });
    expect(config.campaignsPerAccountMax).toBe(10_000);
    expect(config.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]);
  });

  it('reads the explicit values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/northstar',
      APP_URL: 'https://ads.example.com/',
      CORS_ORIGINS: 'https://ads.example.com, https://admin.example.com/',
      CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE: '5',
      DATABASE_URL: 'postgres://u@db/northstar',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      AI_SERVICE_URL: 'https://ai.example.com',
      REGISTER_LIMIT_PER_HOUR: '50',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/northstar/api',
      appUrl: 'https://ads.example.com',
      corsOrigins: ['https://ads.example.com', 'https://admin.example.com'],
      databaseUrl: 'postgres://u@db/northstar',
      aiServiceUrl: 'https://ai.example.com',
    });
    expect(config.rateLimits.register.max).toBe(50);
    expect(config.rateLimits.campaignCreate.max).toBe(5);
    expect(config.jwtPrivateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', MAIL_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      mailUrl: undefined,
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MAIL_URL: 'http://mail', ADMIN_PASSWORD: 'short' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ REGISTER_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
    try {
      loadConfig({ PORT: 'eighty', MAIL_URL: 'http://mail', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/MAIL_URL: must be a smtp:\/\/ URL/);
      expect(String(error)).toMatch(/ADMIN_PASSWORD/);
    }
  });
});
