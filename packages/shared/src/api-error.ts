import { z } from 'zod';

/** The body of every error answer (architecture, "Wire conventions"). */
export const ApiErrorSchema = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On 409: why, for clients that act on it ('version' = the record changed meanwhile: reload). */
  reason: z.enum(['version', 'duplicate', 'related', 'lockout']).optional(),
  /** The record a refused duplicate would repeat (a customer with the same NIF): to show and link it. */
  duplicado: z.object({ id: z.number(), codigo: z.number(), nombre: z.string() }).optional(),
});
export type ConflictReason = NonNullable<z.infer<typeof ApiErrorSchema>['reason']>;
export type ApiError = z.infer<typeof ApiErrorSchema>;
