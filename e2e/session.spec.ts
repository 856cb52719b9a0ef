import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { expect, failedResource, test } from './support/fixtures';
import { login, logout } from './support/session';
import { loginFreshStaff } from './support/staff';
import { pickList } from './support/work-area';

/** The admin signed in in one tab, and a second tab of the same session showing the section at `hash`. */
async function twoTabs(context: BrowserContext, hash: string, heading: string): Promise<[Page, Page]> {
  const first = await context.newPage();
  await login(first, ADMIN);
  const second = await context.newPage();
  await second.goto(`./#/${hash}`);
  await expect(second.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return [first, second];
}

test.describe('session', () => {
  test('login keeps token and encrypted login data; logout clears both storages and goes to login', async ({
    page,
  }) => {
    await login(page, ADMIN);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      lt: localStorage.getItem('lt'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.lt).toBeTruthy();
    expect(stored.lt).not.toContain('Administración');
    expect(stored.lt).not.toContain(stored.token!);
    await page.evaluate(() => sessionStorage.setItem('algo', 'x'));

    const loggedOut = page.waitForResponse(
      (r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST',
    );
    await logout(page, ADMIN);
    expect((await loggedOut).ok()).toBe(true);
    expect(
      await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        lt: localStorage.getItem('lt'),
        session: sessionStorage.length,
      })),
    ).toEqual({ token: null, lt: null, session: 0 });
    await page.goto('./#/clientes');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('logging out in one tab logs the other tabs out', async ({ context }) => {
    const [first, second] = await twoTabs(context, 'clientes', 'Gestión de Clientes');

    await logout(first, ADMIN);
    await expect(second).toHaveURL(/#\/login$/);
    await expect(second.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
  });

  test('removing lt in another tab logs this tab out (storage event)', async ({ context }) => {
    const [first, second] = await twoTabs(context, 'vales', 'Vales');

    await first.evaluate(() => localStorage.removeItem('lt'));
    await expect(second).toHaveURL(/#\/login$/);
  });

  test('a session ended on the server (errorCode 42) logs the client out on its next call', async ({
    page,
    consoleGuard,
    baseURL,
  }) => {
    consoleGuard.allow(failedResource(401));
    // Its own account: the work area it confirms must not change another test's stored state.
    const session = await loginFreshStaff(page, baseURL, 'sesion');
    // End the session behind the client's back, keeping its storage.
    const status = await page.evaluate(async ({ token, key, refreshtoken }) => {
      const res = await fetch('/api/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'x-api-key': key, 'x-refresh-token': refreshtoken },
      });
      return res.status;
    }, session);
    expect(status).toBeLessThan(300);
    const group = pickList(page, 'Grupo');
    await group.click();
    await page.getByRole('option').first().click();
    const answer = page.waitForResponse('**/api/v1/scopestate/');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const res = await answer;
    expect(res.status()).toBe(401);
    expect((await res.json()).errorCode).toBe(42);
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('lt'))).toBeNull();
  });
});
