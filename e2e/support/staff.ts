import type { AuthAccount, LoginResponse } from '@ac/shared';
import { expect, request } from '@playwright/test';
import { type Account, ADMIN } from './accounts';

/**
 * A new staff account with the auth group and scope of `like` (a demo account), created through the
 * API as the demo admin. Specs that change what an account keeps on the server (its work area,
 * `estadoambito`) use an account of their own, so specs running at once never see each other's state.
 */
export async function freshStaff(baseURL: string, label: string, like: Account = ADMIN): Promise<Account> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('api/v1/customer/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const auth = (await login.json()) as LoginResponse;
    const headers = { Authorization: `Bearer ${auth.token}`, 'x-api-key': auth.key };
    const found = await api.get('api/v1/authaccount', { headers, params: { q: like.email } });
    const model = ((await found.json()) as { authaccounts: AuthAccount[] }).authaccounts.find(
      (a) => a.email === like.email,
    );
    expect(model, `cuenta ${like.email}`).toBeDefined();
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const nombre = `E2E ${label} ${suffix}`;
    const account = {
      email: `e2e.${label}.${suffix}@demo.es`,
      password: 'Prueba#E2E2026',
      name: nombre.toUpperCase(),
    };
    const created = await api.post('api/v1/authaccount/', {
      headers,
      data: {
        email: account.email,
        nombre,
        idauthgroup: model?.idauthgroup,
        password: account.password,
        scopes: model?.scopes.map(({ idcuentacomercial, idgrupo, idempresa, idlocal }) => ({
          idcuentacomercial,
          idgrupo,
          idempresa,
          idlocal,
        })),
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    return account;
  } finally {
    await api.dispose();
  }
}

/**
 * A new staff account in an auth group of its own holding `permissions` (tipo_permiso names), with the
 * admin's scope; `grant` replaces the group's permissions later, as an administrator would meanwhile.
 */
export async function staffWithPermissions(baseURL: string, label: string, permissions: string[]) {
  const api = await request.newContext({ baseURL });
  const login = await api.post('api/v1/customer/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const auth = (await login.json()) as LoginResponse;
  const headers = { Authorization: `Bearer ${auth.token}`, 'x-api-key': auth.key };
  const catalogue = (
    (await (await api.get('api/v1/authpermission', { headers })).json()) as {
      authpermissions: { id: number; tipo_permiso: string }[];
    }
  ).authpermissions;
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const group = await api.post('api/v1/authgroups/', {
    headers,
    data: { descripcion: `E2E ${label} ${suffix}` },
  });
  expect(group.status(), await group.text()).toBeLessThan(300);
  const idauthgroup = ((await group.json()) as { id: number }).id;
  const grant = async (kinds: string[]) => {
    const res = await api.post('api/v1/authgroups/authpermissions/', {
      headers,
      data: {
        authGroup: idauthgroup,
        groupid: idauthgroup,
        authPermissions: catalogue.filter((p) => kinds.includes(p.tipo_permiso)).map((p) => p.id),
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await grant(permissions);
  const nombre = `E2E ${label} ${suffix}`;
  const account = {
    email: `e2e.${label}.${suffix}@demo.es`,
    password: 'Prueba#E2E2026',
    name: nombre.toUpperCase(),
  };
  const created = await api.post('api/v1/authaccount/', {
    headers,
    data: { email: account.email, nombre, idauthgroup, password: account.password, scopes: [{}] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return { account, grant, dispose: () => api.dispose() };
}
