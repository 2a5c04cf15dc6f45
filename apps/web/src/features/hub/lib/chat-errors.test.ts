import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { errorResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { CHAT_MESSAGES, classifyChatError, messageErrorMessage, startErrorMessage } from './chat-errors.ts';

const http = (status: number) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', kind: 'http', serverMessage: 'x' });
const network = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x', kind: 'network' });
const timeout = new ApiError({ status: 0, code: 'TIMEOUT', message: 'x', kind: 'timeout' });

describe('chat start failures', () => {
  it.each([
    ['401', http(401), 'Authentication failed. Please login again.'],
    ['500', http(500), 'AI service is temporarily unavailable. Please try again.'],
    ['503', http(503), 'AI service is temporarily unavailable. Please try again.'],
    ['connection refused', network, 'Cannot connect to AI service. Please check if the service is running.'],
    ['a raw fetch TypeError', new TypeError('Failed to fetch'), CHAT_MESSAGES.startConnectionRefused],
    ['a timeout', timeout, 'Failed to connect to the AI assistant.'],
    ['429', http(429), 'Failed to connect to the AI assistant.'],
    ['404', http(404), 'Failed to connect to the AI assistant.'],
    ['anything else', new Error('boom'), 'Failed to connect to the AI assistant.'],
  ])('maps %s', (_name, error, expected) => {
    expect(startErrorMessage(error)).toBe(expected);
  });
});

describe('chat message failures', () => {
  it.each([
    ['401', http(401), 'Authentication expired. Please login again.'],
    ['500', http(500), 'AI service error. Trying again...'],
    ['connection refused', network, 'Lost connection to AI service.'],
    ['a raw fetch TypeError', new TypeError('Failed to fetch'), 'Lost connection to AI service.'],
    ['a timeout', timeout, 'Failed to get response from the AI assistant.'],
    ['429', http(429), 'Failed to get response from the AI assistant.'],
    ['400', http(400), 'Failed to get response from the AI assistant.'],
    ['anything else', 'nope', 'Failed to get response from the AI assistant.'],
  ])('maps %s', (_name, error, expected) => {
    expect(messageErrorMessage(error)).toBe(expected);
  });
});

describe('errors as the API client raises them', () => {
  it('reads a refused connection (fetch TypeError) as "connection"', async () => {
    mockFetch({ 'POST http://ai.test/x': new TypeError('Failed to fetch') });
    const error = await apiRequest('/x', { method: 'POST', baseUrl: 'http://ai.test', auth: false }).catch(
      (e: unknown) => e,
    );
    expect(classifyChatError(error)).toBe('connection');
  });

  it('reads an error body with status 401 as "unauthorized"', async () => {
    mockFetch({ 'POST http://ai.test/x': errorResponse(401, 'UNAUTHORIZED', 'Token revoked') });
    const error = await apiRequest('/x', { method: 'POST', baseUrl: 'http://ai.test', auth: false }).catch(
      (e: unknown) => e,
    );
    expect(classifyChatError(error)).toBe('unauthorized');
  });
});
