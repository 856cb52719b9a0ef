import type { LoginResponse } from '@ac/shared';
import { expect, request } from '@playwright/test';
import { type Account, ADMIN } from './accounts';

/**
 * A new staff account of `group` (all scope), created through the API as the demo admin.
 * Specs that change what an account keeps on the server (its work area, `estadoambito`) use their
 * own account, so specs running at the same time never see each other's state.
 */
export async function freshStaff(
  baseURL: string,
  label: string,
  group = 'Administradores',
): Promise<Account> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('api/v1/customer/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const auth = (await login.json()) as LoginResponse;
    const headers = { Authorization: `Bearer ${auth.token}`, 'x-api-key': auth.key };
    const groups = (await (await api.get('api/v1/authgroups', { headers })).json()) as {
      authgroups: { id: number; descripcion: string }[];
    };
    const idauthgroup = groups.authgroups.find((g) => g.descripcion === group)?.id;
    expect(idauthgroup, `grupo ${group}`).toBeDefined();
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const account = {
      email: `e2e.${label}.${suffix}@demo.es`,
      password: 'Prueba#E2E2026',
      name: `E2E ${label} ${suffix}`.toUpperCase(),
    };
    const created = await api.post('api/v1/authaccount/', {
      headers,
      data: {
        email: account.email,
        nombre: `E2E ${label} ${suffix}`,
        idauthgroup,
        password: account.password,
        scopes: [{}],
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    return account;
  } finally {
    await api.dispose();
  }
}
