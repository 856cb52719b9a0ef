import { MESSAGES } from '@ac/shared';
import { ADMIN } from './support/accounts';
import { expect, failedResource, test } from './support/fixtures';
import { SERVERS } from './support/servers';
import { login } from './support/session';
import { choose } from './support/work-area';

// Runs against the server with ACCESS_TOKEN_TTL=3 s and SESSION_TIMEOUT_MS=8 s.
test.describe('session timing', () => {
  test('an expired access token is refreshed silently and the request retried', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(401));
    await login(page, ADMIN);
    const events: string[] = [];
    page.on('response', (r) => {
      const call = /\/api\/v1\/(scopestate|refreshtoken|session\/keepalive)/.exec(r.url())?.[1];
      if (call) events.push(`${call} ${r.status()}`);
    });
    const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));
    // Stay active (no idle timeout) until the access token has expired.
    for (let i = 0; i < 5; i++) {
      await page.mouse.move(400 + i * 10, 400);
      await page.waitForTimeout(1000);
    }
    await choose(page, 'Grupo', 'duero', 'Grupo Duero');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => events).toContain('scopestate 200');
    // Whichever call found the token expired (the change, or the keep-alive the activity sends) got 401, a
    // silent refresh followed, and the call was retried.
    expect(
      events.some((e) => e.endsWith(' 401')),
      events.join(', '),
    ).toBe(true);
    events.forEach((e, i) => {
      if (!e.endsWith(' 401')) return;
      const after = events.slice(i + 1);
      expect(after, events.join(', ')).toContain('refreshtoken 200');
      expect(after, events.join(', ')).toContain(e.replace(' 401', ' 200'));
    });
    expect(events).not.toContain('refreshtoken 401');
    await expect(page.getByTestId('work-area-name')).toHaveText('Grupo Duero');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(tokenBefore);
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('activity keeps the session; idleness ends it with the spec modal', async ({ page, consoleGuard }) => {
    // The logout call finds the access token expired (43) and refreshes first.
    consoleGuard.allow(failedResource(401));
    await login(page, ADMIN);
    await page.goto('./#/vales?q=zz');
    await expect(page.getByRole('heading', { level: 1, name: 'Vales' })).toBeVisible();
    // Activity resets the idle timer.
    const started = Date.now();
    while (Date.now() - started < SERVERS.short.sessionTimeoutMs + 2000) {
      await page.mouse.move(300 + Math.random() * 200, 300);
      await page.waitForTimeout(1500);
    }
    await expect(page).toHaveURL(/#\/vales\?q=zz$/);

    // Then nothing: the session expires.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MESSAGES.sessionExpired, {
      timeout: SERVERS.short.sessionTimeoutMs + 5000,
    });
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('lt')])).toEqual([
      null,
      null,
    ]);
    // The message has the keyboard (the login form behind it does not take it), and gives it to the form.
    await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión para administrar' })).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeFocused();
    // Signed in again, the user is back where the session ended.
    await page.keyboard.type(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/vales\?q=zz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vales' })).toBeVisible();
  });

  test('activity in one tab keeps an idle second tab signed in', async ({ context, consoleGuard }) => {
    consoleGuard.allow(failedResource(401));
    const busy = await context.newPage();
    await login(busy, ADMIN);
    const idle = await context.newPage();
    await idle.goto('./#/vales');
    await expect(idle.getByRole('heading', { level: 1, name: 'Vales' })).toBeVisible();
    const started = Date.now();
    while (Date.now() - started < SERVERS.short.sessionTimeoutMs + 3000) {
      await busy.mouse.move(200 + Math.random() * 300, 300);
      await busy.waitForTimeout(1000);
    }
    await expect(idle).toHaveURL(/#\/vales$/);
    await expect(busy).toHaveURL(/#\/home$/);
    expect(await busy.evaluate(() => localStorage.getItem('lt'))).not.toBeNull();
  });
});
