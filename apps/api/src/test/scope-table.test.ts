import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredResource, registeredResources } from '../kit/registry';
import { madridDay as day, scopedWriter, useTestApp } from './build-app';

/**
 * The scoped-writer table: an account with every write permission and one group in scope, against every
 * resource the kit declared and every custom write route. Every write outside its scope must be refused
 * with 403 errorCode 5. A new resource is covered by itself; a new custom write route must be added to
 * CUSTOM_WRITES, or the last test fails.
 */

const { t, get, send } = useTestApp();
let writer: Record<string, string>;
type Row = Record<string, unknown> & { id?: number; version?: number };

/** Routes that write but name no place: the session's own, and reading-only helpers. */
const NOT_SCOPED = new Set([
  'POST /api/v1/customer/login',
  'POST /api/v1/refreshtoken',
  'POST /api/logout',
  'POST /api/v1/session/keepalive',
  // The stations' terminals (x-terminal-key): the terminal fixes the station, no staff scope applies.
  'POST /api/v1/authorize',
  'POST /api/v1/authorize/complete',
  'POST /api/v1/authorize/cancel',
  'POST /api/v1/authorize/prices/confirm',
]);

/** Custom writes whose target outside the writer's scope is not even visible to it: answered 404. */
const HIDDEN_WRITES: Record<string, (f: Fixtures) => { url?: string; payload?: object }> = {
  // The delete row of a record of another group is outside the writer's audit log.
  'POST /api/v1/audit/web/restore': (f) => ({ payload: { id: f.foreignDeleteRow } }),
};

type Fixtures = {
  foreignGroup: number;
  foreignCustomer: number;
  foreignAccount: number;
  foreignTerminal: number;
  foreignVehicle: number;
  foreignUser: number;
  foreignVoucher: { id: number; codigo: string };
  adminGroup: number;
  foreignStation: number;
  foreignRelation: number;
  /** The commercial account of the writer's group: reached, never covered by a group rule. */
  reachedAccount: number;
  foreignGateway: number;
  foreignNews: number;
  foreignRate: number;
  foreignCustomerRate: number;
  foreignChange: number;
  foreignDeleteRow: number;
};

/** Custom write routes, each with a request that names something outside the writer's scope. */
const CUSTOM_WRITES: Record<string, (f: Fixtures) => { url?: string; payload?: object }> = {
  'POST /api/v1/scopestate/': (f) => ({
    payload: { grupo: f.foreignGroup, empresa: 0, local: 0, idcuentacomercial: 0, nombre: 'Ajeno' },
  }),
  'POST /api/v1/authgroups/authaccounts': (f) => ({
    payload: { authGroup: f.adminGroup, authAccounts: [f.foreignAccount] },
  }),
  'POST /api/v1/authgroups/authpermissions/': (f) => ({
    payload: { authGroup: f.adminGroup, authPermissions: [1] },
  }),
  'POST /api/v1/terminals/key': (f) => ({ payload: { id: f.foreignTerminal } }),
  'POST /api/v1/paymentgateways/test': (f) => ({ payload: { id: f.foreignGateway } }),
  'POST /api/v1/news/image': (f) => ({
    payload: { id: f.foreignNews, tipo: 'image/png', datos: PNG_1X1 },
  }),
  'DELETE /api/v1/news/image': (f) => ({ url: `/api/v1/news/image?id=${f.foreignNews}` }),
  'POST /api/v1/productrelations/bulk': (f) => ({
    payload: { mappings: [{ id: f.foreignRelation, idproductogrupo: 1 }] },
  }),
  'POST /api/v1/pricechanges/': (f) => ({
    payload: { idlocales: [f.foreignStation], idproducto: 1, precio: 1.5, fechaefectiva: '2030-01-01T06:00' },
  }),
  'PATCH /api/v1/pricechanges/cancel': (f) => ({
    payload: { id: f.foreignChange, motivo: 'Prueba de ámbito' },
  }),
  'POST /api/v1/rates/assign': (f) => ({
    payload: { idtarifa: f.foreignRate, fechadesde: '2030-01-01', preview: true },
  }),
  'POST /api/v1/rates/unassign': (f) => ({
    payload: { ids: [f.foreignCustomerRate], motivo: 'Prueba de ámbito', preview: true },
  }),
  'POST /api/v1/productrelations/import': (f) => ({
    payload: { idlocal: f.foreignStation, csv: 'codigolocal\nAJENO' },
  }),
  'PATCH /api/v1/vehicles/pin': (f) => ({ payload: { id: f.foreignVehicle, pin: '1234' } }),
  'POST /api/v1/credit/movements/': (f) => ({
    payload: { idcliente: f.foreignCustomer, tipo: 'pago', importe: 1, motivo: 'Prueba de ámbito' },
  }),
  'POST /api/v1/vouchers/batch': (f) => ({
    payload: { idgrupo: f.foreignGroup, cantidad: 1, importe: 10 },
  }),
  'PATCH /api/v1/vouchers/cancel': (f) => ({
    payload: { id: f.foreignVoucher.id, motivo: 'Prueba de ámbito' },
  }),
  'POST /api/v1/vouchers/redeem': (f) => ({ payload: { codigo: f.foreignVoucher.codigo, importe: 1 } }),
  'POST /api/v1/loyaltyrules/preview': (f) => ({
    payload: {
      idgrupo: f.foreignGroup,
      ticket: { idlocal: 1, fecha: '2026-11-24T10:00', lineas: [{ idproducto: 1, cantidad: 1, importe: 1 }] },
    },
  }),
  'POST /api/v1/loyalty/movements/': (f) => ({
    payload: { idusuario: f.foreignUser, puntos: 1, motivo: 'Prueba de ámbito' },
  }),
  'POST /api/v1/authpermission/': () => ({
    payload: {
      descripcion: 'Permiso nuevo',
      descripcioncodigo: 'NUEVO_PERMISO',
      tipo_permiso: 'can_view_nuevo',
    },
  }),
};

/** What a create body needs besides the fields read from a record (a password is never read back). */
const CREATE_EXTRA: Record<string, (f: Fixtures) => object> = {
  pasarela: () => ({ clave: REDSYS_TEST_KEY }),
  authaccount: (f) => ({
    password: 'Prueba2026ok',
    email: 'ajena@demo.es',
    scopes: [{ idgrupo: f.foreignGroup }],
  }),
};

/**
 * Records that every reader sees but not every writer may change: an auth group is changed by who reaches
 * all its members (the administrators' group: beyond a scoped writer). Creating one names no place.
 */
const FOREIGN: Record<string, (f: Fixtures) => number> = { authgroup: (f) => f.adminGroup };
const CREATE_NAMES_NO_PLACE = new Set(['authgroup']);
/** One-per-parent records whose parent is not a customer: the parent outside the writer's scope. */
const FOREIGN_PARENT: Record<string, (f: Fixtures) => number> = { ajustes: (f) => f.reachedAccount };

let fx: Fixtures;
/** The smallest PNG, in base64. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Redsys's public test key. */
const REDSYS_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/** A payment gateway of a group, made here with a key this test knows. */
async function gatewayOf(idgrupo: number): Promise<number> {
  const res = await send('POST', '/api/v1/paymentgateways/', {
    nombre: `Pasarela del grupo ${idgrupo}`,
    codigocomercio: '999008881',
    clave: REDSYS_TEST_KEY,
    idgrupo,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  writer = await scopedWriter(t, t.operatorGroup);
  const customers = (await get('/api/v1/customers?limit=500')).json().customers as Row[];
  const accounts = (await get('/api/v1/authaccount?limit=500')).json().authaccounts as Row[];
  const terminals = (await get('/api/v1/terminals?limit=500')).json().terminals as Row[];
  const vehicles = (await get(`/api/v1/vehicles?idgrupo=${t.otherGroup}&limit=1`)).json().vehicles as Row[];
  const users = (await get(`/api/v1/users?idgrupo=${t.otherGroup}&limit=1`)).json().users as Row[];
  const foreignVoucher = (await get(`/api/v1/vouchers?idgrupo=${t.otherGroup}&estado=emitido&limit=1`)).json()
    .vouchers[0];
  const ownStations = new Set(t.operatorLogin.scope.map((s: { idlocal: number }) => s.idlocal));
  await gatewayOf(t.operatorGroup);
  const foreignGateway = await gatewayOf(t.otherGroup);
  const relations = (await get('/api/v1/productrelations?limit=500')).json().productrelations as Row[];
  const foreignRelation = relations.find((r) => r.idgrupo !== t.operatorGroup)!;
  const rates = (await get('/api/v1/rates?limit=500')).json().rates as Row[];
  const changes = (await get('/api/v1/pricechanges?estado=pendiente&limit=500')).json().pricechanges as Row[];
  const foreignCustomer = customers.find((c) => c.idgrupo !== t.operatorGroup)!.id!;
  const dept = await send('POST', '/api/v1/customers/department', {
    idcliente: foreignCustomer,
    codigo: 'AMB1',
    nombre: 'Departamento ajeno',
  });
  await send('DELETE', `/api/v1/customers/department?id=${dept.json().id}&description=Prueba de ámbito`);
  const [deleteRow] = (
    await get(
      `/api/v1/audit/web?datesince=${day(-1)}&dateto=${day(1)}&recurso=cliente_departamento&idregistro=${dept.json().id}&accion=baja`,
    )
  ).json().web as Row[];
  fx = {
    foreignGroup: t.otherGroup,
    foreignCustomer,
    foreignAccount: accounts.find((a) => a.email === 'lucia.herrero@demo.es')!.id!,
    foreignTerminal: terminals.find((x) => !ownStations.has(x.idlocal as number))!.id!,
    foreignVehicle: vehicles[0]!.id!,
    foreignUser: users[0]!.id!,
    foreignVoucher,
    adminGroup: t.adminLogin.authgroup.id,
    foreignStation: foreignRelation.idlocal as number,
    foreignRelation: foreignRelation.id!,
    reachedAccount: t.operatorLogin.scope[0].idcuentacomercial,
    foreignGateway,
    foreignNews: (await get(`/api/v1/news?idgrupo=${t.otherGroup}&limit=1`)).json().news[0].id,
    foreignRate: rates.find((r) => r.idgrupo !== t.operatorGroup)!.idtarifa as number,
    foreignCustomerRate: (await get(`/api/v1/customerrates?idgrupo=${t.otherGroup}&limit=1`)).json()
      .customerrates[0].id,
    foreignChange: changes.find((c) => c.idgrupo !== t.operatorGroup)!.id!,
    foreignDeleteRow: deleteRow!.id!,
  };
});

const expectOutOfScope = (res: { statusCode: number; json(): { errorCode?: number } }, what: string) => {
  expect(res.statusCode, what).toBe(403);
  expect(res.json().errorCode, what).toBe(5);
};

/** A record of the resource outside the writer's scope, and one inside, read as the admin. */
async function samples(r: RegisteredResource): Promise<{ foreign?: Row; own?: Row }> {
  const fixed = FOREIGN[r.name];
  if (fixed) return { foreign: (await get(`${r.paths.get}?id=${fixed(fx)}`)).json() };
  const list = (await get(`${r.paths.get}?limit=500`)).json();
  const rows = (Object.values(list).at(-1) ?? []) as Row[];
  let foreign: Row | undefined;
  let own: Row | undefined;
  for (const row of rows) {
    const res = await get(`${r.paths.get}?id=${row[r.idKey]}`, writer);
    if (res.statusCode === 403 && !foreign) foreign = row;
    if (res.statusCode === 200 && !own) own = row;
    if (foreign && own) break;
  }
  return { foreign, own };
}

describe('a writer scoped to one group', () => {
  it('is refused (403 errorCode 5) every write of every declared resource outside its scope', async () => {
    const resources = registeredResources(t.app);
    expect(resources.length).toBeGreaterThan(10);
    for (const r of resources) {
      if (r.onePerParent) {
        // Keyed by its parent: a foreign customer's record (or the parent the resource names).
        const parent = FOREIGN_PARENT[r.name]?.(fx) ?? fx.foreignCustomer;
        const body = { ...r.fields.parse({}), [r.placeField!]: parent };
        expectOutOfScope(await send('POST', r.paths.create!, body, writer), `${r.name}: alta`);
        expectOutOfScope(
          await send('PATCH', r.paths.update!, { [r.placeField!]: parent, version: 1 }, writer),
          `${r.name}: modificación`,
        );
        continue;
      }
      const { foreign, own } = await samples(r);
      expect(foreign, `${r.name}: the demo data needs a record outside the writer's group`).toBeDefined();
      const id = foreign![r.idKey];
      if (r.paths.create && !CREATE_NAMES_NO_PLACE.has(r.name)) {
        const parsed = r.fields.safeParse({ ...foreign, ...CREATE_EXTRA[r.name]?.(fx) });
        expect(parsed.success, `${r.name}: a record read back makes a create body`).toBe(true);
        expectOutOfScope(await send('POST', r.paths.create, parsed.data!, writer), `${r.name}: alta`);
      }
      if (r.paths.update) {
        const [field] = Object.keys(r.fields.shape);
        expectOutOfScope(
          await send(
            'PATCH',
            r.paths.update,
            { id, version: foreign!.version, [field!]: foreign![field!] },
            writer,
          ),
          `${r.name}: modificación de un registro ajeno`,
        );
        const moveField = r.placeField ?? (r.name === 'authaccount' ? 'scopes' : undefined);
        if (own && moveField) {
          const to = moveField === 'scopes' ? [{ idgrupo: fx.foreignGroup }] : foreign![moveField];
          expectOutOfScope(
            await send(
              'PATCH',
              r.paths.update,
              { id: own[r.idKey], version: own.version, [moveField]: to },
              writer,
            ),
            `${r.name}: sacar un registro propio del ámbito`,
          );
        }
      }
      if (r.paths.remove) {
        expectOutOfScope(
          await send(
            'DELETE',
            `${r.paths.remove}?id=${id}&description=Prueba%20de%20%C3%A1mbito`,
            undefined,
            writer,
          ),
          `${r.name}: baja`,
        );
      }
      for (const sc of r.stateChanges) {
        expectOutOfScope(
          await send(
            'PATCH',
            sc.path,
            { id, ...(sc.field ? { [sc.field]: true } : {}), motivo: 'Prueba de ámbito' },
            writer,
          ),
          `${r.name}: ${sc.path}`,
        );
      }
    }
  });

  it('is refused every custom write route outside its scope', async () => {
    for (const [route, probe] of Object.entries(CUSTOM_WRITES)) {
      const [method, path] = route.split(' ') as ['POST' | 'PATCH' | 'DELETE', string];
      const { url, payload } = probe(fx);
      expectOutOfScope(await send(method, url ?? path, payload, writer), route);
    }
  });

  it('is not shown (404) the target of a write that lies outside its scope', async () => {
    for (const [route, probe] of Object.entries(HIDDEN_WRITES)) {
      const [method, path] = route.split(' ') as ['POST' | 'PATCH' | 'DELETE', string];
      const { url, payload } = probe(fx);
      expect((await send(method, url ?? path, payload, writer)).statusCode, route).toBe(404);
      // The same request by who sees it is not refused for scope.
      expect((await send(method, url ?? path, payload)).statusCode, `${route} (administrador)`).not.toBe(404);
    }
  });

  it('has every write route of the API in this table: declared through the kit or listed above', () => {
    const kit = new Set<string>();
    for (const r of registeredResources(t.app)) {
      if (r.paths.create) kit.add(`POST ${r.paths.create}`);
      if (r.paths.update) kit.add(`PATCH ${r.paths.update}`);
      if (r.paths.remove) kit.add(`DELETE ${r.paths.remove}`);
      for (const sc of r.stateChanges) kit.add(`PATCH ${sc.path}`);
    }
    const writes = t.app.apiRoutes
      .filter((r) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    const unlisted = writes.filter(
      (w) => !kit.has(w) && !NOT_SCOPED.has(w) && !(w in CUSTOM_WRITES) && !(w in HIDDEN_WRITES),
    );
    expect(unlisted, 'write routes without a scope check in this table').toEqual([]);
  });
});
