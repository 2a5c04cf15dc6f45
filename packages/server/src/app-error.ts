import { ERROR_STATUS, type ErrorCode } from '@northstar/shared/errors';

/** A failure the client should see as-is: one stable code, its HTTP status and a readable message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      headers?: Record<string, string>;
      cause?: unknown;
      findings?: unknown[];
      current?: { version: number };
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.findings = options.findings;
    this.current = options.current;
  }

  /** LAUNCH_BLOCKED only: the launch gate's findings, sent inside the error. */
  readonly findings: unknown[] | undefined;

  /** VERSION_CONFLICT only: the stored version the refused write was not based on. */
  readonly current: { version: number } | undefined;
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
