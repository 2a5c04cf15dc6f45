import {
  incrementalityTestByIdResponseSchema,
  incrementalityTestResponseSchema,
  startIncrementalityTestSchema,
} from '../incrementality/holdout-test.ts';
import { idParamsSchema } from './params.ts';
import { defineRoute } from './route.ts';

/** A campaign's holdout test (incrementality), owned by the API. */
export const holdoutTestRoutes = {
  ofCampaign: defineRoute({
    method: 'GET',
    path: '/campaigns/:id/incrementality',
    params: idParamsSchema,
    responses: { 200: incrementalityTestResponseSchema },
  }),
  start: defineRoute({
    method: 'PUT',
    path: '/campaigns/:id/incrementality',
    params: idParamsSchema,
    body: startIncrementalityTestSchema,
    responses: { 201: incrementalityTestResponseSchema },
  }),
  // What an AI conversation keeps of its holdout test is this id (any string: a malformed one is a 404).
  byId: defineRoute({
    method: 'GET',
    path: '/incrementality-tests/:id',
    params: idParamsSchema,
    responses: { 200: incrementalityTestByIdResponseSchema },
  }),
};
