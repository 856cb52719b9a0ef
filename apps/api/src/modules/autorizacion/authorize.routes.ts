import {
  AuthorizeRequestSchema,
  AuthorizeResponseSchema,
  CancelRequestSchema,
  CancelResponseSchema,
  CompleteRequestSchema,
  CompleteResponseSchema,
} from '@ac/shared';
import type { AppContext } from '../../app-context';
import { routeOptions } from '../../kit/route';
import { cardKey } from '../../lib/cards';
import { Authorizer } from './authorize.service';

const tags = ['Autorización (terminales)'];
const route = routeOptions(tags);
/** How often each instance marks the reservations past their time (they stop holding at once anyway). */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The endpoint the stations' terminals call (`x-terminal-key`, never a staff session): authorise a card
 * payment, complete it with the sale, or cancel it.
 */
export async function authorizeRoutes({ app, database }: AppContext) {
  const authorizer = new Authorizer(database, await cardKey(database.db));

  app.post(
    '/api/v1/authorize',
    route(
      'terminal',
      'Autoriza un pago con tarjeta de cliente: aprobada (quizá por menos importe) o denegada con su motivo',
      {
        body: AuthorizeRequestSchema,
        response: { 200: AuthorizeResponseSchema },
      },
    ),
    async (req) => authorizer.authorize(req.terminal, req.body),
  );

  app.post(
    '/api/v1/authorize/complete',
    route(
      'terminal',
      'Completa una autorización con la venta: ticket, cargo en crédito y puntos; libera lo no usado',
      {
        body: CompleteRequestSchema,
        response: { 200: CompleteResponseSchema },
      },
    ),
    async (req) => authorizer.complete(req.terminal, req.body, req),
  );

  app.post(
    '/api/v1/authorize/cancel',
    route('terminal', 'Anula una autorización no completada y libera lo reservado', {
      body: CancelRequestSchema,
      response: { 200: CancelResponseSchema },
    }),
    async (req) => authorizer.cancel(req.terminal, req.body.idoperacion),
  );

  const sweep = setInterval(() => {
    authorizer.expire().catch((err) => app.log.warn({ err }, 'reservation expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
