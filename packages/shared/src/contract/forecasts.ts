import {
  forecastAccuracySchema,
  forecastRequestSchema,
  forecastResponseSchema,
} from '../forecast/schemas.ts';
import { defineRoute } from './route.ts';

/** A draft's budget curve (a read, though a POST: the draft is the question) and past accuracy. */
export const forecastRoutes = {
  curve: defineRoute({
    method: 'POST',
    path: '/forecasts',
    body: forecastRequestSchema,
    responses: { 200: forecastResponseSchema },
  }),
  accuracy: defineRoute({
    method: 'GET',
    path: '/forecasts/accuracy',
    responses: { 200: forecastAccuracySchema },
  }),
};
