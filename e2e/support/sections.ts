import type { LoginResponse } from '@ac/shared';
import { expect, type Page } from '@playwright/test';
import { failedResource } from './fixtures';

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** The API answer of a call with the session of `auth` (from `login()`). */
export async function apiStatus(page: Page, auth: LoginResponse, path: string): Promise<number> {
  const res = await page.request.get(`./api${path}`, {
    headers: { Authorization: `Bearer ${auth.token}`, 'x-api-key': auth.key },
  });
  return res.status();
}

/** Opening `hash` without its permission goes home with the "Acceso restringido" notice. */
export async function expectRouteBlocked(page: Page, hash: string): Promise<void> {
  await page.goto(`./#/${hash}`);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toBeVisible();
}

/** Deletes through the kit's dialog: the reason is required. */
export async function deleteWithReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByText('Indique el motivo (al menos 3 caracteres)')).toBeVisible();
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toBeHidden();
}

/** The web audit of today, filtered by resource, shows a row with `text`; opens it. */
export async function expectInAudit(page: Page, recurso: string, text: string | RegExp): Promise<void> {
  await page.goto(`./#/auditoria?recurso=${recurso}`);
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
}

export { failedResource };
