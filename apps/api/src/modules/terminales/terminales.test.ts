import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, stations, terminals } from '../../db/schema';
import { useTestApp } from '../../test/build-app';

const { t, get } = useTestApp();
/** Every permission, but only the operator's group. */
let supervisor: Record<string, string>;
let group: number;

beforeAll(async () => {
  const scope = t.operatorLogin.scope[0];
  group = scope.idgrupo;
  const groups = (await t.app.inject({ method: 'GET', url: '/api/v1/authgroups', headers: t.admin })).json()
    .authgroups;
  const admins = groups.find((g: { descripcion: string }) => g.descripcion === 'Administradores');
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/v1/authaccount/',
    headers: t.admin,
    payload: {
      email: 'supervisor.terminales@demo.es',
      nombre: 'Supervisor Terminales',
      idauthgroup: admins.id,
      password: 'Terminales2026ok',
      scopes: [{ idcuentacomercial: scope.idcuentacomercial, idgrupo: group }],
    },
  });
  expect(account.statusCode).toBe(200);
  supervisor = (await t.login('supervisor.terminales@demo.es', 'Terminales2026ok')).headers;
});

async function terminalOf(inGroup: boolean) {
  const [row] = await t.db
    .select({ terminal: terminals, local: stations.local })
    .from(terminals)
    .innerJoin(stations, eq(stations.idlocal, terminals.idlocal))
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(inGroup ? eq(companies.idgrupo, group) : sql`${companies.idgrupo} <> ${group}`)
    .orderBy(terminals.id)
    .limit(1);
  return row!;
}

describe('terminal states', () => {
  it('lists a terminal’s modules with the active ones', async () => {
    const { terminal } = await terminalOf(true);
    const res = await get(`/api/estados/modulosactivos/${terminal.id}`, supervisor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.modulos).toEqual(terminal.modulos);
    const order = ['fidelizacion', 'credito', 'vales', 'app', 'pagomovil'] as const;
    expect(body.activos).toEqual(order.filter((k) => terminal.modulos[k]));
  });

  it('reports a terminal’s status and last connection', async () => {
    const { terminal, local } = await terminalOf(true);
    const res = await get(`/api/estados/terminal/${terminal.id}`, supervisor);
    expect(res.json()).toMatchObject({
      kind: 'terminal',
      idterminal: terminal.id,
      local,
      estado: terminal.estado,
      enlinea: terminal.estado === 'en línea',
      ultimaconexion: terminal.ultimaconexion?.toISOString() ?? null,
    });
  });

  it('runs the wallet test: each check with its result and a Spanish message', async () => {
    const { terminal } = await terminalOf(true);
    await t.db
      .update(terminals)
      .set({ estado: 'en línea', activo: true })
      .where(eq(terminals.id, terminal.id));
    const pass = (await get(`/api/estados/wallet/${terminal.id}`, supervisor)).json();
    expect(pass).toMatchObject({ kind: 'wallet', ok: true });
    expect(pass.checks.map((c: { check: string; ok: boolean }) => [c.check, c.ok])).toEqual([
      ['terminal_activo', true],
      ['terminal_en_linea', true],
      ['estacion_activa', true],
    ]);
    await t.db.update(terminals).set({ estado: 'fuera de línea' }).where(eq(terminals.id, terminal.id));
    await t.db.update(stations).set({ activolocal: false }).where(eq(stations.idlocal, terminal.idlocal));
    const fail = (await get(`/api/estados/wallet/${terminal.id}`)).json();
    expect(fail.ok).toBe(false);
    expect(fail.checks).toEqual([
      { check: 'terminal_activo', ok: true, message: 'El terminal está activo' },
      {
        check: 'terminal_en_linea',
        ok: false,
        message: 'El terminal no está en línea (estado: fuera de línea)',
      },
      { check: 'estacion_activa', ok: false, message: 'La estación del terminal no está activa' },
    ]);
    await t.db
      .update(stations)
      .set({ activolocal: true })
      .where(and(eq(stations.idlocal, terminal.idlocal)));
  });

  it('checks permission (4), scope by the terminal’s station (5), existence (6) and the kind (1)', async () => {
    const { terminal: mine } = await terminalOf(true);
    const { terminal: theirs } = await terminalOf(false);
    const code = async (url: string, headers = t.admin) => {
      const res = await get(url, headers);
      return [res.statusCode, res.json().errorCode];
    };
    expect(await code(`/api/estados/terminal/${mine.id}`, t.operator)).toEqual([403, 4]);
    expect(await code(`/api/estados/modulosactivos/${mine.id}`, t.operator)).toEqual([403, 4]);
    expect(await code(`/api/estados/terminal/${theirs.id}`, supervisor)).toEqual([403, 5]);
    expect(await code(`/api/estados/wallet/${theirs.id}`, supervisor)).toEqual([403, 5]);
    expect(await code(`/api/estados/modulosactivos/${theirs.id}`, supervisor)).toEqual([403, 5]);
    expect(await code('/api/estados/terminal/99999999')).toEqual([404, 6]);
    expect(await code('/api/estados/modulosactivos/99999999')).toEqual([404, 6]);
    expect(await code(`/api/estados/impresora/${mine.id}`)).toEqual([400, 1]);
  });
});
