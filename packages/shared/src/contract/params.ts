import { z } from 'zod';

// Route parameters several resources share.

// Not z.uuid(): a malformed id is answered like any unknown id (404; 403 for another user's account).
export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
