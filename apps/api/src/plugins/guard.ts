import type { Permission } from '@ac/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, outOfScope } from '../lib/http-error';
import { LEVELS, type ScopeLevel } from '../lib/scope';
import type { Actor, SessionStore } from './session';
import type { TerminalActor, TerminalKeys } from './terminal-auth';

/** Which request fields name a commercial account, group, company or station that must be in scope. */
export type ScopeDecl = Partial<Record<ScopeLevel, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Deny by default: every /api route says it is public, needs a staff session, needs a permission, or
     * is called by a station's terminal with its own key (never a staff session).
     */
    auth?: 'public' | 'session' | 'terminal' | Permission;
    scope?: ScopeDecl;
    /** The named places need only be on the way to the user's scope (the work area picker), not covered. */
    scopeReach?: boolean;
  }
  interface FastifyRequest {
    actor: Actor;
    /** The calling terminal, on `auth: 'terminal'` routes. */
    terminal: TerminalActor;
  }
  interface FastifyInstance {
    /** Every /api route with what it declares: the guard test walks it. */
    apiRoutes: { method: string; url: string; auth: string }[];
  }
}

/** Every value a request gives a field, from every source: a foreign id cannot hide behind an own one. */
const fieldValues = (req: FastifyRequest, field: string): unknown[] => {
  const values: unknown[] = [];
  for (const source of [req.query, req.body, req.params]) {
    if (source && typeof source === 'object' && Object.hasOwn(source, field))
      values.push((source as Record<string, unknown>)[field]);
  }
  return values;
};

const ids = (values: unknown[]): number[] =>
  values
    .flat()
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);

/** Checks named ids against the actor's scope; 403 errorCode 5 when one lies outside. */
export function assertInScope(
  actor: Actor,
  decl: ScopeDecl,
  read: (field: string) => unknown[],
  test: 'covers' | 'reaches' = 'covers',
) {
  for (const level of LEVELS) {
    const field = decl[level];
    if (!field) continue;
    for (const id of ids(read(field)))
      if (!actor.scope[test](level, id)) throw outOfScope(actor.scope.partlyOutside(level, id));
  }
}

/** One guard for the whole /api tree: session, then permission, then the declared scope. */
export function registerGuard(app: FastifyInstance, sessions: SessionStore, terminals?: TerminalKeys) {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('terminal', null as unknown as TerminalActor);
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
    if (auth === 'terminal') {
      if (!terminals) throw new Error('Rutas de terminal sin el registro de claves');
      req.terminal = await terminals.authenticate(header('x-terminal-key'));
      return;
    }
    req.actor = await sessions.authenticate(header('authorization'), header('x-api-key'));
    if (auth !== 'session' && !req.actor.permissions.has(auth)) throw forbidden();
  });

  app.addHook('preHandler', async (req) => {
    const decl = req.routeOptions.config?.scope;
    const reach = req.routeOptions.config?.scopeReach ? 'reaches' : 'covers';
    if (decl && req.actor) assertInScope(req.actor, decl, (field) => fieldValues(req, field), reach);
  });
}
