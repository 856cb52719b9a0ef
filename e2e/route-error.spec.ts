import { ADMIN } from './support/accounts';
import { expect, test } from './support/fixtures';
import { menu } from './support/sections';
import { login } from './support/session';
import { shot } from './support/shots';

test.describe('A section that cannot load', () => {
  test('a chunk gone after a deploy reloads the page once, then says so in Spanish with Recargar', async ({
    page,
    consoleGuard,
  }) => {
    // The missing file is logged by the browser and by React: that is what this test provokes.
    consoleGuard.allow(/auditoria-page|dynamically imported module|Failed to load resource|error occurred/i);
    await login(page, ADMIN);
    let reloads = 0;
    page.on('load', () => reloads++);
    // As after a deploy: the section's chunk the open tab knows by name is no longer on the server.
    await page.route(/assets\/auditoria-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );

    await menu(page).getByRole('link', { name: 'Auditoría' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'Algo ha fallado al mostrar esta página' });
    // It reloads by itself once (the fallback may show for a moment before), the reload finds the same
    // missing file, and it stops there.
    await expect.poll(() => reloads).toBe(1);
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Hay una versión nueva de la aplicación');
    await page.waitForLoadState('networkidle');
    expect(reloads).toBe(1);
    await expect(page).toHaveURL(/#\/auditoria$/);
    // The shell stays: menu and work area are usable around the message.
    await expect(menu(page).getByRole('link', { name: 'Auditoría' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await shot(page, 'error-chunk');

    // The new version is in place: Recargar shows the section.
    await page.unroute(/assets\/auditoria-page-[\w-]+\.js$/);
    await fallback.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  });
});
