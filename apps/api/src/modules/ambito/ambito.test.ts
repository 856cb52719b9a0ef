import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webAudit } from '../../db/schema';
import { useTestApp } from '../../test/build-app';

const { t, get, send } = useTestApp();

describe('the scope tree', () => {
  it('shows every group › company › station to the admin', async () => {
    const tree = (await get('/api/v1/ambito')).json();
    expect(tree.grupos).toHaveLength(3);
    const stations = tree.grupos.flatMap((g: { empresas: { locales: unknown[] }[] }) =>
      g.empresas.flatMap((e) => e.locales),
    );
    expect(stations).toHaveLength(20);
    expect(stations[0]).toMatchObject({
      activolocal: expect.any(Boolean),
      es24: expect.any(Boolean),
      observlocal: expect.any(String),
    });
  });

  it('shows a supervisor only their commercial account', async () => {
    const lucia = (await t.login('lucia.herrero@demo.es')).headers;
    const tree = (await get('/api/v1/ambito', lucia)).json();
    expect(tree.grupos.map((g: { grupo: string }) => g.grupo).sort()).toEqual([
      'Grupo Duero',
      'Grupo Meseta',
    ]);
    const op = (await t.login('operador@demo.es')).headers;
    expect((await get('/api/v1/ambito', op)).statusCode).toBe(403);
  });
});

describe('editing the tree', () => {
  it('creates a company and a station under it, deriving the commercial account, with audit', async () => {
    const company = await send('POST', '/api/v1/ambito/empresas/', {
      empresa: 'Nuevas Estaciones S.L.',
      idgrupo: 1,
      nif: 'B47000005',
    });
    expect(company.statusCode).toBe(200);
    const station = await send('POST', '/api/v1/ambito/locales/', {
      local: 'E.S. Simancas',
      idempresa: company.json().idempresa,
      es24: true,
      codigopostal: '47130',
      poblacion: 'Simancas',
    });
    expect(station.statusCode).toBe(200);
    expect(station.json()).toMatchObject({ es24: true, idcuentacomercial: 1, activolocal: true });
    const [audit] = await t.db
      .select()
      .from(webAudit)
      .where(and(eq(webAudit.recurso, 'local'), eq(webAudit.idregistro, String(station.json().idlocal))));
    expect(audit!.accion).toBe('alta');
    // The new station reaches the admin's scope at once (next login lists it).
    const login = await t.login();
    expect(login.body.scope.map((s: { local: string }) => s.local)).toContain('E.S. Simancas');
  });

  it('toggles a station flag with the version check', async () => {
    const st = (await get('/api/v1/ambito/locales?limit=1')).json().locales[0];
    const res = await send('PATCH', '/api/v1/ambito/locales', {
      id: st.idlocal,
      version: st.version,
      lavado: !st.lavado,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lavado).toBe(!st.lavado);
    const stale = await send('PATCH', '/api/v1/ambito/locales', {
      id: st.idlocal,
      version: st.version,
      lavado: st.lavado,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses to delete a group that still has companies', async () => {
    const res = await send('DELETE', '/api/v1/ambito/grupos?id=1&description=reorganizaci%C3%B3n');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tiene empresas/);
  });

  it('validates a station: postal code, phone and name', async () => {
    const res = await send('POST', '/api/v1/ambito/locales/', {
      local: 'X',
      idempresa: 1,
      codigopostal: '00000',
      telefono: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['codigopostal', 'local', 'telefono']);
  });
});
