import {
  ApiErrorSchema,
  ErrorCode,
  LoginRequestSchema,
  LoginResponseSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  ScopeStateSchema,
  SessionAccessSchema,
} from '@ac/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { routeOptions } from '../../kit/route';
import { HttpError } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { currentAccess, login, refresh, saveScopeState } from './session.service';

const tags = ['Sesión'];
const route = routeOptions(tags);
const OkSchema = z.object({ ok: z.literal(true) });

export async function sessionRoutes(ctx: AppContext) {
  const { app, database, sessions, config } = ctx;
  const { db } = database;
  const settings = { accessTokenTtl: config.accessTokenTtl, refreshTokenTtl: config.refreshTokenTtl };

  app.post(
    '/api/v1/customer/login',
    route('public', 'Inicia sesión', {
      body: LoginRequestSchema,
      response: { 200: LoginResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
    }),
    async (req) => {
      const result = await login(db, sessions, settings, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }).catch(async (error: unknown) => {
        // Failed logins belong in the audit too: who tried, from where (never the password).
        if (error instanceof HttpError && error.errorCode === ErrorCode.badCredentials) {
          await writeAudit(
            db,
            req,
            { accion: 'login_fallido', recurso: 'sesion' },
            { accountId: 0, email: req.body.email.trim().toLowerCase().slice(0, 200) },
          );
        }
        throw error;
      });
      await writeAudit(
        db,
        req,
        { accion: 'login', recurso: 'sesion' },
        { accountId: result.accountId, email: result.email },
      );
      return result.response;
    },
  );

  app.post(
    '/api/v1/refreshtoken',
    route('public', 'Renueva el token de acceso (rotación del token de refresco)', {
      body: RefreshRequestSchema,
      response: { 200: RefreshResponseSchema, 401: ApiErrorSchema },
    }),
    async (req) => refresh(db, sessions, settings, req.body.refreshtoken),
  );

  app.post(
    '/api/logout',
    route('session', 'Cierra la sesión en todas las instancias', { response: { 200: OkSchema } }),
    async (req) => {
      await sessions.end(req.actor.sessionId, 'logout');
      await writeAudit(db, req, { accion: 'logout', recurso: 'sesion' });
      return { ok: true as const };
    },
  );

  // The client's idle timer follows the user (mouse, keys); this tells the server, which sees only requests.
  app.post(
    '/api/v1/session/keepalive',
    route('session', 'Mantiene la sesión mientras el usuario está activo sin hacer peticiones', {
      response: { 200: OkSchema },
    }),
    async () => ({ ok: true as const }),
  );

  // Permissions and scope change while a user is signed in: the client asks again on reload and on 403/4.
  app.get(
    '/api/v1/session/access',
    route('session', 'Permisos y ámbito actuales del usuario de la sesión', {
      response: { 200: SessionAccessSchema },
    }),
    async (req) => currentAccess(db, sessions, req.actor.accountId),
  );

  app.post(
    '/api/v1/scopestate/',
    route(
      {
        auth: 'session',
        scope: { account: 'idcuentacomercial', group: 'grupo', company: 'empresa', station: 'local' },
        scopeReach: true,
      },
      'Guarda el área de trabajo elegida',
      {
        body: ScopeStateSchema,
        response: { 200: OkSchema },
      },
    ),
    async (req) => {
      await saveScopeState(db, req.actor.accountId, req.body);
      return { ok: true as const };
    },
  );
}
