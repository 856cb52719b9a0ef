import type { AuthAccount, LoginResponse } from '@ac/shared';
import { expect, type Page } from '@playwright/test';
import { type Account, ADMIN } from './accounts';
import { signedInApi } from './api';
import { test } from './fixtures';
import { login } from './session';

/** A new account's name, e-mail and password, unique to this run. */
function newAccount(label: string): { nombre: string; account: Account } {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const nombre = `E2E ${label} ${suffix}`;
  return {
    nombre,
    account: {
      email: `e2e.${label}.${suffix}@demo.es`,
      password: 'Prueba#E2E2026',
      name: nombre.toUpperCase(),
    },
  };
}

/**
 * A new staff account with the auth group and scope of `like` (a demo account), created through the
 * API as the demo admin. Specs that change what an account keeps on the server (its work area,
 * `estadoambito`) use an account of their own, so specs running at once never see each other's state.
 */
export async function freshStaff(baseURL: string, label: string, like: Account = ADMIN): Promise<Account> {
  const { api, headers } = await signedInApi(baseURL);
  try {
    const found = await api.get('api/v1/authaccount', { headers, params: { q: like.email } });
    const model = ((await found.json()) as { authaccounts: AuthAccount[] }).authaccounts.find(
      (a) => a.email === like.email,
    );
    expect(model, `cuenta ${like.email}`).toBeDefined();
    const { nombre, account } = newAccount(label);
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

/** Signs in a new account like `like` (`freshStaff`): its work area is its own, empty at first. */
export async function loginFreshStaff(
  page: Page,
  baseURL: string | undefined,
  label: string,
  like: Account = ADMIN,
): Promise<LoginResponse> {
  return login(page, await freshStaff(String(baseURL), label, like));
}

/**
 * The describe block's own account (see `freshStaff`), made once before its tests: call it in the
 * describe body and read the account inside the tests (`login(page, admin())`).
 */
export function ownStaff(label: string, like: Account = ADMIN): () => Account {
  let account: Account | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    account = await freshStaff(String(testInfo.project.use.baseURL), label, like);
  });
  return () => {
    if (!account) throw new Error(`La cuenta ${label} de la prueba aún no existe (se crea en beforeAll).`);
    return account;
  };
}

/**
 * A new staff account in an auth group of its own holding `permissions` (tipo_permiso names), with the
 * admin's scope; `grant` replaces the group's permissions later, as an administrator would meanwhile.
 */
export async function staffWithPermissions(baseURL: string, label: string, permissions: string[]) {
  const { api, headers } = await signedInApi(baseURL);
  const catalogue = (
    (await (await api.get('api/v1/authpermission', { headers })).json()) as {
      authpermissions: { id: number; tipo_permiso: string }[];
    }
  ).authpermissions;
  const { nombre, account } = newAccount(label);
  const group = await api.post('api/v1/authgroups/', { headers, data: { descripcion: nombre } });
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
  const created = await api.post('api/v1/authaccount/', {
    headers,
    data: { email: account.email, nombre, idauthgroup, password: account.password, scopes: [{}] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return { account, grant, dispose: () => api.dispose() };
}

/**
 * A test signed in as a new staff account holding only `permissions` (every place in scope), at `route`:
 * how a user with less than the admin meets a screen. The account's auth group goes with it.
 */
export function testAsStaffWith(
  title: string,
  permissions: string[],
  route: string,
  body: (page: Page) => Promise<void>,
) {
  test(title, async ({ page }, testInfo) => {
    const staff = await staffWithPermissions(String(testInfo.project.use.baseURL), 'permisos', permissions);
    try {
      await login(page, staff.account);
      await page.goto(`./#/${route}`);
      await body(page);
    } finally {
      await staff.dispose();
    }
  });
}
