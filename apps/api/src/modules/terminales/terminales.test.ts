import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, operations, stations, terminals, tickets } from '../../db/schema';
import { expectDuplicate, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();
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
    // En línea: it called within the last five minutes (computed, never a stored flag).
    const enlinea = !!terminal.ultimaconexion && Date.now() - terminal.ultimaconexion.getTime() <= 5 * 60_000;
    const res = await get(`/api/estados/terminal/${terminal.id}`, supervisor);
    expect(res.json()).toMatchObject({
      kind: 'terminal',
      idterminal: terminal.id,
      local,
      estado: enlinea ? 'en línea' : 'fuera de línea',
      enlinea,
      ultimaconexion: terminal.ultimaconexion?.toISOString() ?? null,
    });
  });

  it('runs the wallet test: each check with its result and a Spanish message', async () => {
    const { terminal } = await terminalOf(true);
    await t.db
      .update(terminals)
      .set({
        ultimaconexion: new Date(Date.now() - 60_000),
        activo: true,
        clave_hash: `prueba-${terminal.id}`,
        modulos: { ...terminal.modulos, pagomovil: true },
      })
      .where(eq(terminals.id, terminal.id));
    const pass = (await get(`/api/estados/wallet/${terminal.id}`, supervisor)).json();
    expect(pass).toMatchObject({ kind: 'wallet', ok: true });
    expect(pass.checks.map((c: { check: string; ok: boolean }) => [c.check, c.ok])).toEqual([
      ['terminal_activo', true],
      ['terminal_en_linea', true],
      ['clave_emitida', true],
      ['modulo_pago_movil', true],
      ['estacion_activa', true],
    ]);
    await t.db
      .update(terminals)
      .set({
        ultimaconexion: new Date(Date.now() - 6 * 60_000),
        clave_hash: null,
        modulos: { ...terminal.modulos, pagomovil: false, app: false },
      })
      .where(eq(terminals.id, terminal.id));
    await t.db.update(stations).set({ activolocal: false }).where(eq(stations.idlocal, terminal.idlocal));
    const fail = (await get(`/api/estados/wallet/${terminal.id}`)).json();
    expect(fail.ok).toBe(false);
    expect(fail.checks).toEqual([
      { check: 'terminal_activo', ok: true, message: 'El terminal está activo' },
      {
        check: 'terminal_en_linea',
        ok: false,
        message: 'El terminal no llama al centro desde hace más de 5 minutos',
      },
      {
        check: 'clave_emitida',
        ok: false,
        message: 'El terminal no tiene clave: emita una para que pueda llamar al centro',
      },
      {
        check: 'modulo_pago_movil',
        ok: false,
        message: 'El terminal no tiene activo el módulo de app ni el de pago móvil',
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

describe('the Terminales screen', () => {
  it('computes en línea / fuera de línea from the last call, and filters by it', async () => {
    const { terminal } = await terminalOf(true);
    await t.db
      .update(terminals)
      .set({ ultimaconexion: new Date(Date.now() - 2 * 60_000), estado: 'fuera de línea' })
      .where(eq(terminals.id, terminal.id));
    const one = (await get(`/api/v1/terminals?id=${terminal.id}`)).json();
    // The stored flag says otherwise: the state comes from the time.
    expect(one).toMatchObject({ estado: 'en línea', enlinea: true });
    const online = (await get(`/api/v1/terminals?idlocal=${terminal.idlocal}&enlinea=true`)).json();
    expect(online.terminals.map((x: { id: number }) => x.id)).toContain(terminal.id);
    expect(online.terminals.every((x: { enlinea: boolean }) => x.enlinea)).toBe(true);

    await t.db
      .update(terminals)
      .set({ ultimaconexion: new Date(Date.now() - 10 * 60_000), estado: 'en línea' })
      .where(eq(terminals.id, terminal.id));
    expect((await get(`/api/v1/terminals?id=${terminal.id}`)).json()).toMatchObject({
      estado: 'fuera de línea',
      enlinea: false,
    });
    const offline = (await get(`/api/v1/terminals?idlocal=${terminal.idlocal}&enlinea=false`)).json();
    expect(offline.terminals.map((x: { id: number }) => x.id)).toContain(terminal.id);
    expect(offline.terminals.every((x: { enlinea: boolean }) => !x.enlinea)).toBe(true);
    expect((await get('/api/v1/terminals?enlinea=quizas')).statusCode).toBe(400);
  });

  it('follows the work area: a group’s or a company’s terminals, checked against the scope', async () => {
    const byGroup = (await get(`/api/v1/terminals?idgrupo=${group}&limit=500`, supervisor)).json();
    expect(byGroup.terminals.length).toBeGreaterThan(0);
    const stationsOfGroup = await t.db
      .select({ idlocal: stations.idlocal, idempresa: stations.idempresa })
      .from(stations)
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(eq(companies.idgrupo, group));
    const ids = new Set(stationsOfGroup.map((s) => s.idlocal));
    expect(byGroup.terminals.every((x: { idlocal: number }) => ids.has(x.idlocal))).toBe(true);
    const company = stationsOfGroup[0]!.idempresa;
    const byCompany = (await get(`/api/v1/terminals?idempresa=${company}&limit=500`)).json();
    const ofCompany = new Set(stationsOfGroup.filter((s) => s.idempresa === company).map((s) => s.idlocal));
    expect(byCompany.terminals.length).toBeGreaterThan(0);
    expect(byCompany.terminals.every((x: { idlocal: number }) => ofCompany.has(x.idlocal))).toBe(true);
    const other = (await get(`/api/v1/terminals?idgrupo=${t.otherGroup}`, supervisor)).json();
    expect(other.errorCode).toBe(5);
  });

  it('edits the active modules with the version read, audited', async () => {
    const { terminal } = await terminalOf(true);
    const now = (await get(`/api/v1/terminals?id=${terminal.id}`)).json();
    const res = await send(
      'PATCH',
      '/api/v1/terminals',
      { id: terminal.id, version: now.version, modulos: { ...now.modulos, vales: !now.modulos.vales } },
      supervisor,
    );
    expect(res.statusCode).toBe(200);
    const modules = (await get(`/api/estados/modulosactivos/${terminal.id}`, supervisor)).json();
    expect(modules.modulos.vales).toBe(!now.modulos.vales);
    const [audit] = await auditOf('terminal', terminal.id);
    expect(audit).toMatchObject({ accion: 'modificacion', usuario: 'supervisor.terminales@demo.es' });
    const stale = await send('PATCH', '/api/v1/terminals', {
      id: terminal.id,
      version: now.version,
      activo: true,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a serial number another terminal has, on its field, naming that terminal (deleted too)', async () => {
    const { terminal, local } = await terminalOf(true);
    const fresh = {
      numeroserie: 'DUP-0001',
      descripcion: 'Surtidor nuevo',
      idlocal: terminal.idlocal,
      tipo: terminal.tipo,
    };
    expectDuplicate(
      await send('POST', '/api/v1/terminals/', { ...fresh, numeroserie: terminal.numeroserie }),
      'numeroserie',
      `Ya existe un terminal con el número de serie ${terminal.numeroserie}: «${terminal.descripcion}» (${local})`,
    );
    const created = await send('POST', '/api/v1/terminals/', fresh);
    expect(created.statusCode).toBe(200);
    // Renaming another terminal's serial to it is refused the same way.
    const now = (await get(`/api/v1/terminals?id=${terminal.id}`)).json();
    expectDuplicate(
      await send('PATCH', '/api/v1/terminals', {
        id: terminal.id,
        version: now.version,
        numeroserie: 'DUP-0001',
      }),
      'numeroserie',
      `Ya existe un terminal con el número de serie DUP-0001: «Surtidor nuevo» (${local})`,
    );
    // A deleted terminal keeps its serial number: the message says so and how to get it back.
    await send('DELETE', `/api/v1/terminals?id=${created.json().id}&description=Retirado`);
    expectDuplicate(
      await send('POST', '/api/v1/terminals/', fresh),
      'numeroserie',
      `El número de serie DUP-0001 es del terminal «Surtidor nuevo» (${local}), dado de baja: restáurelo desde Auditoría o use otro número`,
    );
  });

  it('lists a terminal’s last operations, newest first, only its own', async () => {
    const [busy] = await t.db
      .select({ id: operations.idterminal, n: sql<number>`count(*)`.mapWith(Number) })
      .from(operations)
      .innerJoin(terminals, eq(terminals.id, operations.idterminal))
      .innerJoin(stations, eq(stations.idlocal, terminals.idlocal))
      .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
      .where(eq(companies.idgrupo, group))
      .groupBy(operations.idterminal)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const res = await get(`/api/v1/terminals/operations?id=${busy!.id}`, supervisor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.operaciones).toHaveLength(Math.min(20, busy!.n));
    expect(body.operaciones.every((o: { idterminal: number }) => o.idterminal === busy!.id)).toBe(true);
    const dates = body.operaciones.map((o: { fecha: string }) => o.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      (await get(`/api/v1/terminals/operations?id=${busy!.id}&limit=3`)).json().operaciones,
    ).toHaveLength(3);

    const { terminal: theirs } = await terminalOf(false);
    expect((await get(`/api/v1/terminals/operations?id=${theirs.id}`, supervisor)).json().errorCode).toBe(5);
    expect((await get(`/api/v1/terminals/operations?id=${busy!.id}`, t.operator)).json().errorCode).toBe(4);
    expect((await get('/api/v1/terminals/operations?id=99999999')).statusCode).toBe(404);
    expect((await get('/api/v1/terminals/operations?id=x')).statusCode).toBe(400);
  });

  it('has demo tickets and operations only at real terminals of their own station', async () => {
    for (const table of [tickets, operations]) {
      const [wrong] = await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .leftJoin(terminals, eq(terminals.id, table.idterminal))
        .where(
          or(isNull(table.idterminal), isNull(terminals.id), sql`${terminals.idlocal} <> ${table.idlocal}`),
        );
      expect(wrong!.n).toBe(0);
    }
  });
});
