import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { ScopeDecl } from '../plugins/guard';

/** Who may call a route: a permission, or `public` / `session` / `terminal` (never left out). */
export type Auth = NonNullable<FastifyContextConfig['auth']>;

/** The permission alone, or with the request's fields naming places that must be in scope. */
export type Access = Auth | { auth: Auth; scope?: ScopeDecl; scopeReach?: boolean };

/** A route's schemas besides its OpenAPI tags and summary: querystring, params, body, response, produces. */
export type RouteSchemas = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * The options of a hand-written route of a section: `route(access, summary, schemas)` under the section's
 * tags. The schemas keep their own types, so Fastify still infers `req.query`, `req.body`, `req.params`
 * and the reply from them.
 */
export function routeOptions(tags: string[]) {
  return <const S extends RouteSchemas>(access: Access, summary: string, schemas: S) => ({
    config: typeof access === 'string' ? { auth: access } : access,
    schema: { tags, summary, ...schemas },
  });
}
