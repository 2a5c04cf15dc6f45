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

  it('finds the API on this machine at its PORT unless API_URL says otherwise', () => {
    expect(loadConfig({ PORT: '4100' }).apiUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ PORT: '4100', API_URL: 'http://api:3000' }).apiUrl).toBe('http://api:3000');
  });

  it('takes a relative DATA_DIR from the repository root, like the API', () => {
    const config = loadConfig({ DATA_DIR: './var/data' });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../var/data/ai'));
  });

  it('trims and de-duplicates CORS_ORIGINS', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://a.example/ ,https://b.example,https://a.example' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('defaults the chat settings: 5 s session window, 60 messages a minute, no LLM', () => {
    const config = loadConfig({});
    expect(config.sessionCheckTtlMs).toBe(5000);
    expect(config.chatRateLimitPerMinute).toBe(60);
    expect(config.incrementalityRateLimitPerMinute).toBe(30);
    expect(config.redisUrl).toBeUndefined();
    expect(config.llm).toBeNull();
    expect(config.llmTimeoutMs).toBe(8000);
  });

  it('reads an OpenAI-compatible provider and refuses one without a base URL or model', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '3000',
    });
    expect(config.llm).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
    });
    expect(config.llmTimeoutMs).toBe(3000);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
    // The model settings alone do nothing without the provider switch.
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'x' }).llm).toBeNull();
  });

  it('reads the session window, the rate limit and Redis', () => {
    const config = loadConfig({
      SESSION_CHECK_TTL_MS: '0',
      CHAT_RATE_LIMIT_PER_MINUTE: '120',
      INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '5',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      sessionCheckTtlMs: 0,
      chatRateLimitPerMinute: 120,
      incrementalityRateLimitPerMinute: 5,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(() => loadConfig({ CHAT_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/CHAT_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /INCREMENTALITY_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => loadConfig({ SESSION_CHECK_TTL_MS: '-1' })).toThrow(/SESSION_CHECK_TTL_MS/);
  });

  it('stops with a readable error on an invalid value', () => {
    expect(() => loadConfig({ AI_PORT: 'not-a-port' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
