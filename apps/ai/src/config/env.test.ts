import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('AI service environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiUrl).toBe('http://127.0.0.1:3000');
    expect(config.logLevel).toBe('info');
    expect(config.databaseUrl).toBeUndefined();
    // The default data folder is <repo>/data/ai whatever the working directory.
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data/ai'));
  });

  it('reads the port, API URL and data folder from the environment', () => {
    const config = loadConfig({ AI_PORT: '5055', API_URL: 'http://api.internal:3000/', DATA_DIR: '/srv/ns' });
    expect(config.port).toBe(5055);
    expect(config.apiUrl).toBe('http://api.internal:3000');
    expect(config.dataDir).toBe('/srv/ns/ai');
  });

  it('takes a relative DATA_DIR from the repository root, like the API', () => {
    const config = loadConfig({ DATA_DIR: './var/data' });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../var/data/ai'));
  });

  it('trims and de-duplicates CORS_ORIGINS', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://a.example/ ,https://b.example,https://a.example' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('stops with a readable error on an invalid value', () => {
    expect(() => loadConfig({ AI_PORT: 'not-a-port' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
