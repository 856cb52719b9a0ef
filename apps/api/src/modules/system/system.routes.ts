import { ClientConfigSchema } from '@ac/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

/** Unauthenticated plumbing: health and the client's configuration file. */
export async function systemRoutes({ app, config, database }: AppContext) {
  app.get(
    '/healthz',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.string() }), 503: z.object({ status: z.string() }) },
      },
    },
    async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );

  app.get(
    '/assets/config.json',
    { schema: { hide: true, response: { 200: ClientConfigSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { endpoint: '/api', loginEndpoint: '/api', sessiontimeout: config.sessionTimeoutMs };
    },
  );

  // The cheapest route of the server: the ceiling the benchmarks compare against.
  app.get('/api/v1/ping', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
}
