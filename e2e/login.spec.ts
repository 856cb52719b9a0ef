import { MESSAGES } from '@ac/shared';
import { ADMIN } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, failedResource, test } from './support/fixtures';
import { submitDialog } from './support/sections';
import { login, logout, submitLogin } from './support/session';
import { shot } from './support/shots';

test.describe('login page', () => {
  test('shows the title, prompt, fields, remember-me, forgot link and footer of the spec', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Iniciar sesión para administrar' }),
    ).toBeVisible();
    await expect(page.getByText('Introduce tu usuario y contraseña')).toBeVisible();
    const user = page.getByLabel('Usuario');
    await expect(user).toHaveAttribute('type', 'email');
    await expect(user).toHaveAttribute('name', 'usuario');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('checkbox', { name: 'Recuérdame' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Valladolid');
    await expect(footer).toContainText('Ilustración');
    await shot(page, 'login');
    await expectNoSeriousA11yViolations(page);
  });

  test('the password toggle has an accessible name and shows/hides the password', async ({ page }) => {
    await page.goto('./#/login');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('submit is disabled while a field is empty and an emptied field says it is required', async ({
    page,
  }) => {
    await page.goto('./#/login');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Usuario').fill('alguien@demo.es');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Contraseña', { exact: true }).fill('x');
    await expect(submit).toBeEnabled();
    await page.getByLabel('Usuario').fill('');
    await expect(submit).toBeDisabled();
    await expect(page.getByText(MESSAGES.required)).toBeVisible();
    await expect(page.getByLabel('Usuario')).toHaveAttribute('aria-invalid', 'true');
  });

  test('wrong credentials (code 2) mark both fields invalid with the spec message', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400));
    await submitLogin(page, ADMIN.email, 'no-es-esta');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.badCredentials);
    await expect(page.getByLabel('Usuario')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('a 401 answer shows the generic error state without a message', async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(401));
    await page.route('**/api/v1/customer/login', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"errorCode":0,"message":"x"}' }),
    );
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByLabel('Usuario')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a server failure shows the Oops... modal', async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(500));
    await page.route('**/api/v1/customer/login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errorCode":0,"message":"x"}' }),
    );
    await submitLogin(page, ADMIN.email, ADMIN.password);
    const dialog = page.getByRole('dialog', { name: 'Oops...' });
    await expect(dialog).toContainText(MESSAGES.connection);
    await submitDialog(dialog, 'Aceptar');
  });

  test('too many failed attempts (429) say how long to wait', async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(400));
    consoleGuard.allow(failedResource(429));
    await page.goto('./#/login');
    // An account of its own, so the lock does not affect the other tests.
    await page.getByLabel('Usuario').fill('bloqueo-e2e@demo.es');
    for (let i = 0; i < 6; i++) {
      await page.getByLabel('Contraseña', { exact: true }).fill(`intento-${i}`);
      const answered = page.waitForResponse('**/api/v1/customer/login');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      if ((await answered).status() === 429) break;
    }
    await expect(page.getByRole('alert')).toContainText(/Demasiados intentos.*Espere \d+ (minutos|segundos)/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  });

  test('Recuérdame prefills the e-mail next time; unticked forgets it', async ({ page }) => {
    await page.goto('./#/login');
    await page.getByLabel('Usuario').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('checkbox', { name: 'Recuérdame' }).check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await logout(page, ADMIN);
    await expect(page.getByLabel('Usuario')).toHaveValue(ADMIN.email);
    await expect(page.getByRole('checkbox', { name: 'Recuérdame' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Recuérdame' }).uncheck();
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await logout(page, ADMIN);
    await expect(page.getByLabel('Usuario')).toHaveValue('');
  });

  test('a logged-in user is kept away from the login page', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('./#/login');
    await expect(page).toHaveURL(/#\/home$/);
  });
});
