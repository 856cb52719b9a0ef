import type { Permission } from '@ac/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, outOfScope } from '../lib/http-error';
import type { Actor, SessionStore } from './session';

/** Which request fields name a group, company or station that must lie within the user's scope. */
export type ScopeDecl = { account?: string; group?: string; company?: string; station?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Deny by default: every /api route says it is public, needs a session, or needs a permission. */
    auth?: 'public' | 'session' | Permission;
    scope?: ScopeDecl;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every /api route with what it declares: the guard test walks it. */
    apiRoutes: { method: string; url: string; auth: string }[];
  }
}

const fieldValue = (req: FastifyRequest, field: string): unknown => {
  for (const source of [req.query, req.body, req.params]) {
    if (source && typeof source === 'object' && field in source)
      return (source as Record<string, unknown>)[field];
  }
  return undefined;
};

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);

/** Checks named ids against the actor's scope; 403 errorCode 5 when one lies outside. */
export function assertInScope(actor: Actor, decl: ScopeDecl, read: (field: string) => unknown) {
  const { scope } = actor;
  const checks: [string | undefined, (id: number) => boolean][] = [
    [decl.account, scope.hasAccount],
    [decl.group, scope.hasGroup],
    [decl.company, scope.hasCompany],
    [decl.station, scope.hasStation],
  ];
  for (const [field, allowed] of checks) {
    if (!field) continue;
    for (const id of ids(read(field))) if (!allowed(id)) throw outOfScope();
  }
}

/** One guard for the whole /api tree: session, then permission, then the declared scope. */
export function registerGuard(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorate('apiRoutes', [] as FastifyInstance['apiRoutes']);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const auth = route.config?.auth;
    if (!auth) throw new Error(`La ruta ${route.method} ${route.url} no declara su permiso (config.auth)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, auth });
    }
  });

  app.addHook('onRequest', async (req) => {
    const auth = req.routeOptions.config?.auth;
    if (!auth || auth === 'public') return;
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    req.actor = await sessions.authenticate(header('authorization'), header('x-api-key'));
    if (auth !== 'session' && !req.actor.permissions.has(auth)) throw forbidden();
  });

  app.addHook('preHandler', async (req) => {
    const decl = req.routeOptions.config?.scope;
    if (decl && req.actor) assertInScope(req.actor, decl, (field) => fieldValue(req, field));
  });
}
