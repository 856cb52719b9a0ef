import type { Duplex } from 'node:stream';
import { ErrorCode } from '@ac/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error';
import { dbErrorSummary, logLimiter } from '../lib/log-limit';

type PgLikeError = { code?: string; errno?: string };

// Connection-level failures (server down, restarting, pool exhausted): answer 503 and let the pool recover.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

function isUnavailable(err: PgLikeError & { message?: string; cause?: unknown }): boolean {
  if (err.code && (unavailableCodes.has(err.code) || err.code.startsWith('08'))) return true;
  // The driver's own connection errors carry no code; Drizzle wraps them (a rollback on a dropped connection).
  const messages = [err.message, err.cause instanceof Error ? err.cause.message : ''];
  return messages.some((m) =>
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      m ?? '',
    ),
  );
}

const fieldsOf = (issues: { path: PropertyKey[] | string; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path);
    fields[key || '_'] ??= issue.message;
  }
  return fields;
};

/** Every error leaves as {errorCode, message[, fields]} in Spanish; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance) {
  const limit = logLimiter();
  /** One line per kind of failure and minute; a database error says its code and statement, no values. */
  const logFailure = (request: FastifyRequest, level: 'warn' | 'error', error: FastifyError, msg: string) => {
    const err = dbErrorSummary(error) ?? error;
    const key = `${msg}|${error.code}|${'statement' in err ? err.statement : error.message}`;
    // The route (its pattern, not the address: ids and searches stay out of the log) ties it to a request.
    const route = `${request.method} ${request.routeOptions.url ?? '?'}`;
    limit(key, (repeated) => request.log[level]({ err, route, ...(repeated ? { repeated } : {}) }, msg));
  };

  app.setErrorHandler((raw: FastifyError & PgLikeError, request, reply) => {
    // Drizzle wraps the driver's error: the SQLSTATE is on its cause.
    const cause = (raw as { cause?: PgLikeError & { message?: string } }).cause;
    const error = !raw.code && cause?.code ? Object.assign(raw, { code: cause.code }) : raw;
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: Record<string, unknown> = { message: error.message };
      if (error.errorCode !== undefined) body.errorCode = error.errorCode;
      if (error.fields) body.fields = error.fields;
      if (error.reason) body.reason = error.reason;
      if (error.extra) Object.assign(body, error.extra);
      // errorCode stays first on the wire so the shape reads like the spec's.
      return reply
        .status(error.statusCode)
        .send(error.errorCode !== undefined ? { errorCode: error.errorCode, ...body } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(
        error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? '',
        })),
      );
      return reply
        .status(400)
        .send({ errorCode: ErrorCode.validation, message: 'Los datos enviados no son válidos', fields });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        errorCode: ErrorCode.validation,
        message: 'Los datos enviados no son válidos',
        fields: fieldsOf(error.issues),
      });
    }
    if (error.code === '23505') {
      return reply.status(409).send({
        errorCode: ErrorCode.conflict,
        message: 'Ya existe un registro con esos datos',
        reason: 'duplicate',
      });
    }
    if (error.code === '23503') {
      return reply.status(409).send({
        errorCode: ErrorCode.conflict,
        message: 'El registro está relacionado con otros datos',
        reason: 'related',
      });
    }
    if (
      error.code === '22P02' ||
      error.code === '22003' ||
      error.code === '22007' ||
      error.code === '22008' ||
      error.code === '22009' ||
      // A character the database cannot store (a NUL that slipped past the input check).
      error.code === '22021' ||
      error.code === '22P05'
    ) {
      return reply
        .status(400)
        .send({ errorCode: ErrorCode.validation, message: 'Algún valor enviado no es válido' });
    }
    if (error.code === '57014') {
      logFailure(request, 'warn', error, 'statement timeout');
      return reply.status(503).send({
        errorCode: ErrorCode.server,
        message: 'La consulta ha tardado demasiado; inténtelo de nuevo',
      });
    }
    if (isUnavailable(error)) {
      logFailure(request, 'error', error, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ errorCode: ErrorCode.server, message: 'El servicio no está disponible en este momento' });
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, and so on.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'El cuerpo de la petición es demasiado grande'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Tipo de contenido no admitido'
            : 'La petición no es válida';
      return reply.status(status).send({ errorCode: ErrorCode.validation, message });
    }
    logFailure(request, 'error', error, 'unhandled error');
    return reply.status(500).send({ errorCode: ErrorCode.server, message: 'Error interno del servidor' });
  });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or an address too long, bytes
 * an address may not hold), answered in Spanish with an error code like every other refusal (Fastify's
 * own answer is English and has none).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'La petición ha tardado demasiado en llegar']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'La dirección o las cabeceras de la petición son demasiado largas',
          ]
        : [400, 'Bad Request', 'La petición no es válida (la dirección tiene caracteres que no admite)'];
  const body = JSON.stringify({ errorCode: ErrorCode.validation, message });
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/** What Fastify's router refuses (an address it cannot decode, a path part too long), in Spanish. */
export function frameworkErrors(_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  void reply
    .status(400)
    .send({ errorCode: ErrorCode.validation, message: 'La dirección de la petición no es válida' });
}
