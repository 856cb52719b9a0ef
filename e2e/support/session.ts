import type { LoginResponse } from '@ac/shared';
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** Opens the login page, types `email` and `password` and submits them (whatever the answer). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('./#/login');
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in through the login page, waits for the home page and returns the login response. */
export async function login(page: Page, account: Account): Promise<LoginResponse> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/customer/login'));
  await submitLogin(page, account.email, account.password);
  const body = (await (await answer).json()) as LoginResponse;
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('button', { name: `Acciones de ${account.name}` })).toBeVisible();
  return body;
}

/** Logs out through the avatar menu 'Acciones' › 'Cerrar sesión'. */
export async function logout(page: Page, account: Account): Promise<void> {
  await page.getByRole('button', { name: `Acciones de ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/** Waits until no request is pending for a moment (lazy chunks, fonts). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
