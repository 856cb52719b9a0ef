import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@ac/shared';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { wireSerializerCompiler } from './lib/wire-serializer';
import { scopeRoutes } from './modules/ambito/ambito.routes';
import { rateAssignRoutes } from './modules/asignaciontarifas/asignaciontarifas.routes';
import { auditRoutes } from './modules/auditoria/auditoria.routes';
import { authorizeRoutes } from './modules/autorizacion/authorize.routes';
import { customerBankRoutes } from './modules/clientes/bank.routes';
import { customersRoutes } from './modules/clientes/clientes.routes';
import { customerConfigurationRoutes } from './modules/clientes/configuration.routes';
import { customerRateRoutes } from './modules/clientes/customerrate.routes';
import { customerDepartmentRoutes } from './modules/clientes/department.routes';
import { customerRelatedRoutes } from './modules/clientes/related.routes';
import { customerTaxRoutes } from './modules/clientes/taxconfig.routes';
import { customerTpvOptionsRoutes } from './modules/clientes/tpvoptions.routes';
import { paymentGatewaysRoutes } from './modules/conexionbancaria/conexionbancaria.routes';
import { settingsRoutes } from './modules/configuracion/settings.routes';
import { loyaltyRulesRoutes } from './modules/fidelizacion/fidelizacion.routes';
import { accountsRoutes } from './modules/gestioncuentas/gestioncuentas.routes';
import { productsRoutes } from './modules/gruposproductos/gruposproductos.routes';
import { homeRoutes } from './modules/home/home.routes';
import { newsRoutes } from './modules/novedades/novedades.routes';
import { creditRoutes } from './modules/operacioncredito/credito.routes';
import { loyaltyMovementRoutes } from './modules/operacionfidelizacion/operacionfidelizacion.routes';
import { pricesRoutes } from './modules/programacionprecios/programacionprecios.routes';
import { productRelationsRoutes } from './modules/relacionproductos/relacionproductos.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { systemRoutes } from './modules/system/system.routes';
import { groupCustomerRatesRoutes } from './modules/tarifasclientes/tarifasclientes.routes';
import { ratesRoutes } from './modules/tarifasdescuento/tarifasdescuento.routes';
import { terminalStatesRoutes } from './modules/terminales/estados.routes';
import { terminalsRoutes } from './modules/terminales/terminales.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { usersRoutes } from './modules/usuarios/usuarios.routes';
import { vouchersRoutes } from './modules/vales/vales.routes';
import { vehiclesRoutes } from './modules/vehiculos/vehiculos.routes';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerGuard } from './plugins/guard';
import { registerInputChecks } from './plugins/input';
import { registerSecurityHeaders } from './plugins/security-headers';
import { SessionStore } from './plugins/session';
import { TerminalKeys } from './plugins/terminal-auth';
import { tokenSecret } from './plugins/token-secret';

/** Every module of the API, in one readable list. */
const modules = [
  systemRoutes,
  sessionRoutes,
  accountsRoutes,
  auditRoutes,
  scopeRoutes,
  usersRoutes,
  customersRoutes,
  customerConfigurationRoutes,
  customerTaxRoutes,
  customerTpvOptionsRoutes,
  customerRateRoutes,
  customerBankRoutes,
  customerDepartmentRoutes,
  customerRelatedRoutes,
  ratesRoutes,
  productsRoutes,
  productRelationsRoutes,
  groupCustomerRatesRoutes,
  rateAssignRoutes,
  pricesRoutes,
  ticketsRoutes,
  terminalsRoutes,
  terminalStatesRoutes,
  vehiclesRoutes,
  creditRoutes,
  loyaltyMovementRoutes,
  settingsRoutes,
  paymentGatewaysRoutes,
  newsRoutes,
  authorizeRoutes,
  vouchersRoutes,
  loyaltyRulesRoutes,
  homeRoutes,
];

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the JSON log goes (stdout by default; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Extra modules (tests declare throw-away resources this way). */
  extraModules?: ((ctx: AppContext) => Promise<void>)[];
};

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  extraModules = [],
}: BuildOptions) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Tokens, keys and passwords never reach the logs.
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers["x-api-key"]',
              'req.headers["x-refresh-token"]',
              'req.headers.cookie',
              '*.password',
              '*.refreshtoken',
              '*.token',
              '*.key',
            ],
            censor: '[oculto]',
          },
        }
      : false,
    trustProxy: config.trustProxy,
    // Every request is logged at debug level (below): LOG_LEVEL=info, the default, keeps `npm start` readable.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // A write without a body may still say it is JSON (logout, patches that take nothing): read it as {}.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {});
    return parseJson(req, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out shaped by their wire schema, not re-validated (lib/wire-serializer.ts).
  app.setSerializerCompiler(wireSerializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  await registerCompression(app);
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      { req, res: reply, responseTime: Math.round(reply.elapsedTime) },
      `${req.method} ${req.url.split('?')[0]} ${reply.statusCode}`,
    );
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline styles on elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Centro autorizador: API', version: '1.2.36' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearer: [], apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const sessions = new SessionStore(database, await tokenSecret(database.db, config.tokenSecret), {
    idleMs: config.sessionTimeoutMs,
    lifetimeMs: config.sessionLifetimeMs,
  });
  await sessions.start();
  const terminalKeys = new TerminalKeys(database);
  await terminalKeys.start();
  registerGuard(app, sessions, terminalKeys);

  const ctx: AppContext = { app, config, database, sessions, terminalKeys };
  for (const register of [...modules, ...extraModules]) await register(ctx);

  await serveSpa(app, config.webDist);
  return app;
}

/** Vite names what it builds `assets/<name>-<8-character hash>.<ext>`: such a file never changes. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.\w+$/;

/**
 * The built SPA; any other non-API GET falls back to index.html (hash routes need no more).
 * Hashed assets are cached for a year (`immutable`), index.html and the other files revalidated on
 * every use. A file goes out as its `.br` or `.gz` twin (written by `npm run build`) when the
 * browser accepts that encoding.
 */
async function serveSpa(app: AppContext['app'], webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (fs.existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // The twins are reached through preCompressed, not by their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path
          .relative(webDist, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // The static routes are the files there at start: a build written while the server runs names new
    // assets in its index.html, served from disk here (a blank page until a restart otherwise).
    // (The compressed twins go out through preCompressed, never by their own names.)
    const asset = /^\/(assets\/[\w.-]+)$/.exec(url)?.[1];
    const fresh = asset && !asset.includes('..') && !/\.(br|gz)$/.test(asset);
    if (req.method === 'GET' && fresh && fs.existsSync(path.join(webDist, asset)))
      return reply.sendFile(asset);
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      return reply
        .status(404)
        .send({ errorCode: ErrorCode.notFound, message: `No existe la ruta ${req.method} ${url}` });
    }
    if (!fs.existsSync(index)) {
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Centro autorizador</title><p>La aplicación web no está compilada: ejecute <code>npm run build</code>.</p>',
        );
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
