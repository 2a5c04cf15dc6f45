import { z } from 'zod';
import { incrementalityConfigSchema } from './incrementality.ts';

// The hub's incrementality (holdout) set-up as the AI service keeps it with a conversation: the same
// shape as the hub's IncrementalityConfig, with every open-ended field bounded, since it is stored as is.

export const MAX_INCREMENTALITY_SAMPLE = 1_000_000_000;
export const MAX_INCREMENTALITY_REGIONS = 100;

// PostgreSQL's jsonb cannot hold a NUL character, so it is refused up front rather than at the database.
const regionSchema = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => !s.includes('\u0000'), 'The region contains a NUL character');

const sampleSchema = z.int().min(0).max(MAX_INCREMENTALITY_SAMPLE);

export const savedIncrementalityConfigSchema = incrementalityConfigSchema
  .extend({
    sampleSize: z.strictObject({ control: sampleSchema, test: sampleSchema }),
    geographic: z.strictObject({
      controlRegions: z.array(regionSchema).max(MAX_INCREMENTALITY_REGIONS),
      testRegions: z.array(regionSchema).max(MAX_INCREMENTALITY_REGIONS),
    }),
  })
  .refine((config) => config.expectedLift[0] <= config.expectedLift[1], {
    message: 'expectedLift must be [low, high]',
    path: ['expectedLift'],
  });
export type SavedIncrementalityConfig = z.infer<typeof savedIncrementalityConfigSchema>;
