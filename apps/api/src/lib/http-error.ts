import { type ConflictReason, ErrorCode } from '@ac/shared';

/** An error the client is meant to see: HTTP status, wire errorCode and a Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number | undefined,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly reason?: ConflictReason,
    /** More of the body (`duplicado`: the record a refused duplicate would repeat). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const validationError = (
  fields: Record<string, string>,
  message = 'Los datos enviados no son válidos',
) => new HttpError(400, ErrorCode.validation, message, fields);
export const forbidden = (message = 'No tiene permiso para realizar esta acción') =>
  new HttpError(403, ErrorCode.forbidden, message);
export const outOfScope = (message = 'El registro está fuera de su ámbito de trabajo') =>
  new HttpError(403, ErrorCode.outOfScope, message);
export const notFound = (message = 'No se ha encontrado el registro') =>
  new HttpError(404, ErrorCode.notFound, message);
export const conflict = (message: string, reason?: ConflictReason) =>
  new HttpError(409, ErrorCode.conflict, message, undefined, undefined, reason);
/** The record changed since the client read it (optimistic concurrency). */
export const staleVersion = () =>
  conflict(
    'El registro ha sido modificado por otra persona. Recargue los datos y repita el cambio.',
    'version',
  );
export const unauthorized = (errorCode?: number, message = 'Sesión no válida') =>
  new HttpError(401, errorCode, message);

/** A unique index refused the write (PostgreSQL 23505, also when the driver wraps it). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
