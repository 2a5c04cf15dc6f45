import { z } from 'zod';
import { OBJECTIVE_IDS } from './objectives.ts';

export const objectiveSchema = z.enum(OBJECTIVE_IDS);
