import { zBoolParam } from '@ac/shared';
import {
  GATEWAY_CURRENCIES,
  GatewayTestRequestSchema,
  GatewayTestSchema,
  PaymentGatewayFieldsSchema,
  PaymentGatewaySchema,
} from '@ac/shared/conexionbancaria';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { companies, groups, paymentGateways, stations } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { routeOptions } from '../../kit/route';
import { validationError } from '../../lib/http-error';
import { maskSecret, SecretBox, secretsKey } from '../../lib/secrets';
import { isRedsysKey, redsysSign } from './redsys';

const tags = ['Pasarelas de pago'];
const route = routeOptions(tags);

/** Where a gateway applies must hold together: the company in the group, the station in the company. */
async function checkPlace(
  tx: Tx,
  v: { idgrupo: number; idempresa?: number | null; idlocal?: number | null },
) {
  if (v.idlocal && !v.idempresa) throw validationError({ idempresa: 'Elija la empresa de la estación' });
  if (v.idempresa) {
    const [c] = await tx
      .select({ idgrupo: companies.idgrupo })
      .from(companies)
      .where(and(eq(companies.idempresa, v.idempresa), isNull(companies.deleted_at)));
    if (!c || c.idgrupo !== v.idgrupo) throw validationError({ idempresa: 'La empresa no es de ese grupo' });
  }
  if (v.idlocal) {
    const [s] = await tx
      .select({ idempresa: stations.idempresa })
      .from(stations)
      .where(and(eq(stations.idlocal, v.idlocal), isNull(stations.deleted_at)));
    if (!s || s.idempresa !== v.idempresa)
      throw validationError({ idlocal: 'La estación no es de esa empresa' });
  }
}

/** The key as the provider needs it, or its field error. */
function keyProblem(proveedor: string, clave: string): string | null {
  if (proveedor === 'Redsys' && !isRedsysKey(clave))
    return 'La clave de Redsys es la del portal de administración: 32 caracteres en base64 (24 bytes)';
  return null;
}

/**
 * Pasarelas de pago: the merchant data of each gateway and where it applies. The key is encrypted at rest
 * (AES-256-GCM under SECRETS_KEY), never answered (a masked hint and the date it was set), replaceable; the
 * audit records "clave cambiada", never the key. `POST /test` signs a test payment with it, calling nobody.
 */
export async function paymentGatewaysRoutes(ctx: AppContext) {
  const { app, database, config } = ctx;
  const { db } = database;
  const box = new SecretBox(
    await secretsKey(db, { secretsKey: config.secretsKey, production: config.production }, (m) =>
      app.log.warn(m),
    ),
  );
  const g = paymentGateways;

  const sealKey = (proveedor: string, clave: string) => {
    const problem = keyProblem(proveedor, clave);
    if (problem) throw validationError({ clave: problem });
    return { clave_cifrada: box.seal(clave), clavepista: maskSecret(clave), claveguardada: new Date() };
  };

  const kit = defineResource(ctx, {
    name: 'pasarela',
    labels: { one: 'pasarela de pago', many: 'pasarelas de pago' },
    permission: 'conexionbancaria',
    table: g,
    title: sql`${g.nombre}`,
    paths: restPaths('/api/v1/paymentgateways', 'create'),
    tags,
    fields: PaymentGatewayFieldsSchema,
    wire: PaymentGatewaySchema,
    place: { level: 'group', column: g.idgrupo },
    places: [
      { column: g.idempresa, level: 'company' },
      { column: g.idlocal, level: 'station' },
    ],
    filters: { activo: { column: g.activo, schema: zBoolParam } },
    search: [g.nombre, g.codigocomercio],
    sort: { nombre: g.nombre, id: g.id },
    defaultSort: 'nombre',
    lookups: {
      grupo: { column: groups.grupo, on: [groups.idgrupo, g.idgrupo] },
      empresa: { column: companies.empresa, on: [companies.idempresa, g.idempresa] },
      local: { column: stations.local, on: [stations.idlocal, g.idlocal] },
    },
    async beforeCreate(tx, values) {
      const { clave, ...rest } = values;
      if (!clave) throw validationError({ clave: 'Indique la clave de firma de la pasarela' });
      await checkPlace(tx, rest);
      return { ...rest, ...sealKey(rest.proveedor, clave) };
    },
    async beforeUpdate(tx, changes, existing) {
      const { clave, ...rest } = changes;
      await checkPlace(tx, { ...existing, ...rest });
      return clave ? { ...rest, ...sealKey(rest.proveedor ?? existing.proveedor, clave) } : rest;
    },
    async afterWrite(_tx, row, body, w) {
      // The before/after rows show the key redacted: this row says, in words, that it changed.
      if (body.clave)
        await w.audit({
          accion: 'clave',
          recurso: 'pasarela',
          idregistro: row.id,
          motivo: 'clave cambiada',
          place: { level: 'group', id: row.idgrupo },
        });
    },
  });

  app.post(
    '/api/v1/paymentgateways/test',
    route(
      'can_view_conexionbancaria',
      'Prueba la configuración: firma un pago de prueba con la clave guardada (esquema Redsys HMAC-SHA256), sin llamar a nadie',
      {
        body: GatewayTestRequestSchema,
        response: { 200: GatewayTestSchema },
      },
    ),
    async (req) => {
      const { row } = await kit.findOne(db, req.body.id, req.actor);
      const checks: { check: string; ok: boolean; message: string }[] = [];
      const add = (check: string, ok: boolean, yes: string, no: string) =>
        checks.push({ check, ok, message: ok ? yes : no });
      const clave = box.open(row.clave_cifrada);
      add(
        'clave_descifrada',
        clave !== null,
        'La clave guardada se descifra con la clave del servidor',
        'La clave guardada no se puede descifrar (¿ha cambiado SECRETS_KEY?): vuelva a escribirla',
      );
      add(
        'codigo_comercio',
        /^\d{9}$/.test(row.codigocomercio),
        `Código de comercio ${row.codigocomercio} (9 dígitos)`,
        'El código de comercio no tiene 9 dígitos',
      );
      add('terminal', /^\d{1,3}$/.test(row.terminal), `Terminal ${row.terminal}`, 'El terminal no es válido');
      const currency = GATEWAY_CURRENCIES[row.moneda as keyof typeof GATEWAY_CURRENCIES];
      add('moneda', Boolean(currency), `Moneda ${row.moneda} (código ${currency})`, 'Moneda no admitida');
      const keyOk = clave !== null && isRedsysKey(clave);
      add(
        'formato_clave',
        keyOk,
        'La clave tiene el formato de Redsys (base64 de 24 bytes)',
        'La clave no tiene el formato de Redsys (base64 de 24 bytes)',
      );
      let firma: ReturnType<typeof redsysSign> | null = null;
      if (keyOk && currency) {
        const order = `${String(Date.now()).slice(-8)}TEST`.slice(0, 12);
        const params = {
          DS_MERCHANT_AMOUNT: '100',
          DS_MERCHANT_ORDER: order,
          DS_MERCHANT_MERCHANTCODE: row.codigocomercio,
          DS_MERCHANT_CURRENCY: currency,
          DS_MERCHANT_TRANSACTIONTYPE: '0',
          DS_MERCHANT_TERMINAL: row.terminal,
        };
        firma = redsysSign(clave, params);
        // Verified as Redsys would: the same parameters signed again give the same signature.
        const again = redsysSign(
          clave,
          JSON.parse(Buffer.from(firma.Ds_MerchantParameters, 'base64').toString()),
        );
        add(
          'firma',
          again.Ds_Signature === firma.Ds_Signature,
          `Pago de prueba de 1,00 € (pedido ${order}) firmado con HMAC_SHA256_V1 y comprobado`,
          'La firma del pago de prueba no se ha podido comprobar',
        );
      }
      add(
        'activa',
        row.activo,
        `Pasarela activa, entorno de ${row.entorno}`,
        'La pasarela está desactivada: no se usará para cobrar',
      );
      return { id: row.id, ok: checks.every((c) => c.ok), checks, firma };
    },
  );
}
