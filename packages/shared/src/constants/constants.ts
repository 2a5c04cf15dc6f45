// Business constants more than one app reads (docs/product.md#client-timing, #accounts).
export const API_TIMEOUT_MS = 10_000;
export const CHAT_START_TIMEOUT_MS = 10_000;
export const CHAT_MESSAGE_TIMEOUT_MS = 15_000;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const SESSION_TTL_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_DEFAULT_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const TOAST_DURATION_MS = { normal: 4000, error: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;

export const DEFAULT_THEME_MODE = 'dark' as const;
export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_LANGUAGE = 'en';
