import { z } from 'zod';

export const LivenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

export const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'Health' });
