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
/** A 409; `fields` marks the inputs it is about (a duplicate's field), as a 400 does. */
export const conflict = (message: string, reason?: ConflictReason, fields?: Record<string, string>) =>
  new HttpError(409, ErrorCode.conflict, message, fields, undefined, reason);
/** A value another record already has: the message as the answer's and on its field. */
export const duplicate = (field: string, message: string) =>
  conflict(message, 'duplicate', { [field]: message });
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

/** The unique index or constraint a 23505 names (both drivers say it; Drizzle wraps it in `cause`). */
export function violatedConstraint(err: unknown): string | undefined {
  if (!isUniqueViolation(err)) return undefined;
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
}
