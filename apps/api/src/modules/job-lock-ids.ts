// PostgreSQL advisory lock ids of the API's background jobs: whichever instance holds one runs that job
// (packages/server/src/job-leader.ts). The migrations use 727_001 and 727_005; the scale-out journey
// reads pg_locks for these two.
export const DELIVERY_JOB_LOCK_ID = 727_013;
export const EXPIRED_AUTH_ROWS_LOCK_ID = 727_014;
export const MAIL_OUTBOX_LOCK_ID = 727_015;
