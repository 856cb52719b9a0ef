import { describe, expect, it } from 'vitest';
import { code, scopedWriter, uniqueCif, useTestApp } from '../../test/build-app';

const { t, get, send, auditOf } = useTestApp();

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
      nif: uniqueCif(),
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
    const [audit] = await auditOf('local', station.json().idlocal);
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

describe('scope reaches a record when its own level is covered (docs/decisions/005-scope.md)', () => {
  it('a user scoped to one group cannot read, rename or create groups of the whole commercial account', async () => {
    const op = await scopedWriter(t, t.operatorGroup, 'ambito.grupo@demo.es');
    const listed = (await get('/api/v1/ambito/grupos?limit=500', op)).json().grupos as { idgrupo: number }[];
    expect(listed.map((g) => g.idgrupo)).toEqual([t.operatorGroup]);
    const sibling = (await get('/api/v1/ambito/grupos?limit=500'))
      .json()
      .grupos.find(
        (g: { idgrupo: number; idcuentacomercial: number }) =>
          g.idgrupo !== t.operatorGroup && g.idcuentacomercial === 1,
      );
    expect((await get(`/api/v1/ambito/grupos?id=${sibling.idgrupo}`, op)).statusCode).toBe(403);
    const rename = await send(
      'PATCH',
      '/api/v1/ambito/grupos',
      { id: sibling.idgrupo, version: sibling.version, grupo: 'Renombrado' },
      op,
    );
    expect(code(rename)).toEqual([403, 5]);
    const create = await send(
      'POST',
      '/api/v1/ambito/grupos/',
      { grupo: 'Grupo Nuevo', idcuentacomercial: 1 },
      op,
    );
    expect(code(create)).toEqual([403, 5]);
    // Its own group it may rename.
    const own = (await get(`/api/v1/ambito/grupos?id=${t.operatorGroup}`, op)).json();
    expect(
      (
        await send(
          'PATCH',
          '/api/v1/ambito/grupos',
          { id: own.idgrupo, version: own.version, grupo: own.grupo },
          op,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a user scoped to one station reads neither its sibling stations nor edits its company, and sees the way to it', async () => {
    const tree = (await get('/api/v1/ambito')).json();
    const company = tree.grupos[0].empresas.find((e: { locales: unknown[] }) => e.locales.length > 1);
    const [mine, sibling] = company.locales as { idlocal: number; version: number; local: string }[];
    const perms = (await get('/api/v1/authpermission')).json().authpermissions as { id: number }[];
    const group = (
      await send('POST', '/api/v1/authgroups/', { descripcion: 'Encargados de estación' })
    ).json();
    await send('POST', '/api/v1/authgroups/authpermissions/', {
      authGroup: group.id,
      authPermissions: perms.map((p) => p.id),
    });
    await send('POST', '/api/v1/authaccount/', {
      email: 'encargado@demo.es',
      nombre: 'Encargado Estación',
      idauthgroup: group.id,
      password: 'Encargado2026x',
      scopes: [{ idlocal: mine!.idlocal }],
    });
    const st = (await t.login('encargado@demo.es', 'Encargado2026x')).headers;
    const stations = (await get('/api/v1/ambito/locales?limit=500', st)).json().locales as {
      idlocal: number;
    }[];
    expect(stations.map((s) => s.idlocal)).toEqual([mine!.idlocal]);
    expect((await get(`/api/v1/ambito/locales?id=${sibling!.idlocal}`, st)).statusCode).toBe(403);
    const edit = await send(
      'PATCH',
      '/api/v1/ambito/locales',
      { id: sibling!.idlocal, version: sibling!.version, observlocal: 'x' },
      st,
    );
    expect(edit.statusCode).toBe(403);
    const editCompany = await send(
      'PATCH',
      '/api/v1/ambito/empresas',
      { id: company.idempresa, version: company.version, empresa: 'Otra' },
      st,
    );
    expect(code(editCompany)).toEqual([403, 5]);
    expect((await get('/api/v1/ambito/empresas?limit=500', st)).json().empresas).toEqual([]);
    // The tree shows its group and company as the way to its station, marked as not in scope.
    const own = (await get('/api/v1/ambito', st)).json();
    expect(own.grupos).toHaveLength(1);
    expect(own.grupos[0]).toMatchObject({ enambito: false });
    expect(own.grupos[0].empresas).toHaveLength(1);
    expect(own.grupos[0].empresas[0]).toMatchObject({ idempresa: company.idempresa, enambito: false });
    expect(own.grupos[0].empresas[0].locales.map((l: { idlocal: number }) => l.idlocal)).toEqual([
      mine!.idlocal,
    ]);
    // And may still choose that way as its work area.
    const state = await send(
      'POST',
      '/api/v1/scopestate/',
      {
        grupo: own.grupos[0].idgrupo,
        empresa: company.idempresa,
        local: mine!.idlocal,
        idcuentacomercial: own.grupos[0].idcuentacomercial,
        nombre: mine!.local,
      },
      st,
    );
    expect(state.statusCode).toBe(200);
  });
});
