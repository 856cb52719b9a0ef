import { luhnDigit } from '@ac/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { companies, products, stations, terminals } from '../../db/schema';
import { type TestApp, uniqueCif } from '../../test/build-app';

/** A valid card number of the tests, different for every n (outside the demo's 70780… range). */
export const testCard = (n: number) => {
  const body = `707855${String(n).padStart(9, '0')}`;
  return `${body}${luhnDigit(body)}`;
};

/**
 * What the authoriser's tests stand on: a terminal with its key at a station of some group, that group's
 * products, and helpers to make a customer with credit and vehicles with cards through the API.
 */
export async function authFixture(
  t: TestApp,
  admin: Record<string, string>,
  pick: { offset?: number; notGroup?: number } = {},
) {
  const offset = pick.offset ?? 0;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: admin });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const [term] = await t.db
    .select({ id: terminals.id, idlocal: terminals.idlocal, idgrupo: companies.idgrupo })
    .from(terminals)
    .innerJoin(stations, eq(stations.idlocal, terminals.idlocal))
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(
      and(
        eq(terminals.activo, true),
        eq(stations.activolocal, true),
        isNull(stations.deleted_at),
        pick.notGroup ? ne(companies.idgrupo, pick.notGroup) : undefined,
      ),
    )
    .orderBy(terminals.id)
    .limit(1)
    .offset(offset);
  const key = (await call('POST', '/api/v1/terminals/key', { id: term!.id })).clave as string;
  const catalogue = await t.db
    .select()
    .from(products)
    .where(and(eq(products.idgrupo, term!.idgrupo), isNull(products.deleted_at)))
    .orderBy(products.idproducto);
  const product = (codigo: string) => catalogue.find((p) => p.codigo === codigo)!;
  let cards = 1000 * (offset + 1);
  let plates = 1000;

  async function customer(config: { limitecredito?: number; bloqueado?: boolean } = {}) {
    const c = await call('POST', '/api/v1/customers/', {
      idgrupo: term!.idgrupo,
      nombre: `Flota de Prueba ${plates}`,
      nif: uniqueCif(),
    });
    await call('POST', `/api/v1/customers/configuration?customerid=${c.id}`, {
      limitecredito: config.limitecredito ?? 10_000,
      bloqueado: config.bloqueado ?? false,
      motivobloqueo: config.bloqueado ? 'Impagos' : '',
    });
    return c.id as number;
  }

  async function vehicle(idcliente: number, fields: Record<string, unknown> = {}) {
    const pan = testCard(cards++);
    const v = await call('POST', '/api/v1/vehicles/', {
      idcliente,
      matricula: `${plates++}BCD`,
      numerotarjeta: pan,
      pin: '1234',
      ...fields,
    });
    return { id: v.id as number, pan, version: v.version as number };
  }

  return {
    terminal: term!,
    key,
    product,
    customer,
    vehicle,
    call,
    /** POST to the endpoint as the terminal. */
    send: (
      path: '' | '/complete' | '/cancel',
      payload: object,
      headers: Record<string, string> = { 'x-terminal-key': key },
    ) => t.app.inject({ method: 'POST', url: `/api/v1/authorize${path}`, payload, headers }),
  };
}
