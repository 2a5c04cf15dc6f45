// Every PostgreSQL advisory lock id the API takes, in this one file, so no two uses collide. The jobs'
// ids: whichever instance holds one runs that job (packages/server/src/job-leader.ts); the scale-out
// journey reads pg_locks for them. The AI service's migrations take 727_005 (apps/ai/src/db/migrate.ts):
// a separate service cannot import this file, so that id is kept out of this range's other uses.

/** Serialises the migrations of API instances starting at once (packages/server/src/migrate.ts). */
export const API_MIGRATIONS_LOCK_ID = 727_001;
export const DELIVERY_JOB_LOCK_ID = 727_013;
export const EXPIRED_AUTH_ROWS_LOCK_ID = 727_014;
export const MAIL_OUTBOX_LOCK_ID = 727_015;
