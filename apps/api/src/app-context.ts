import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SessionStore } from './plugins/session';
import type { TerminalKeys } from './plugins/terminal-auth';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives: its dependencies, passed in plainly rather than hung on the instance. */
export type AppContext = {
  app: App;
  config: Config;
  database: Database;
  sessions: SessionStore;
  /** The stations' terminals' keys (`x-terminal-key`). */
  terminalKeys: TerminalKeys;
};
