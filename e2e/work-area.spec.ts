import type { LoginResponse, ScopeEntry } from '@ac/shared';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { login, logout } from './support/session';
import { shot } from './support/shots';
import { freshStaff, ownStaff } from './support/staff';
import { choose, pickList, workAreaName } from './support/work-area';

/** A company of `group` with the most stations, and those stations, from the login scope. */
function richestCompany(session: LoginResponse, group: string) {
  const rows = session.scope.filter((e: ScopeEntry) => e.grupo === group && e.idlocal > 0);
  const byCompany = new Map<string, ScopeEntry[]>();
  for (const r of rows) byCompany.set(r.empresa, [...(byCompany.get(r.empresa) ?? []), r]);
  const [empresa, locals] = [...byCompany.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { empresa, locals: [...new Set(locals.map((l) => l.local))] };
}

test.describe.configure({ mode: 'serial' });

test.describe('work area', () => {
  // These tests follow one account's stored work area from login to login: an account of their own.
  const admin = ownStaff('area');

  test('panel with accessible pick lists; parents gate children; search within the parent', async ({
    page,
  }) => {
    const session = await login(page, admin());
    const panelButton = page.getByRole('button', { name: /Area de Trabajo/ });
    await expect(panelButton).toHaveAttribute('aria-expanded', 'true');
    await expect(workAreaName(page)).toHaveText('Seleccione un area de trabajo');
    await expect(pickList(page, 'Grupo')).toBeEnabled();
    await expect(pickList(page, 'Empresa')).toBeDisabled();
    await expect(pickList(page, 'Local')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeVisible();

    // Only the user's groups, once each; case-insensitive substring search.
    await pickList(page, 'Grupo').click();
    const groups = [...new Set(session.scope.map((e) => e.grupo))].sort((a, b) => a.localeCompare(b, 'es'));
    await expect(page.getByRole('option')).toHaveText(groups);
    await pickList(page, 'Grupo').fill('dUE');
    await expect(page.getByRole('option')).toHaveText(['Grupo Duero']);
    await page.getByRole('option', { name: 'Grupo Duero' }).click();

    await expect(pickList(page, 'Empresa')).toBeEnabled();
    await expect(pickList(page, 'Local')).toBeDisabled();
    await pickList(page, 'Empresa').click();
    const companies = [
      ...new Set(session.scope.filter((e) => e.grupo === 'Grupo Duero').map((e) => e.empresa)),
    ];
    await expect(page.getByRole('option')).toHaveCount(companies.length);
    // The dropdown is at most 242px high.
    const listHeight = await page
      .getByRole('listbox')
      .evaluate((el) =>
        [el, ...Array.from(el.querySelectorAll('*'))]
          .map((n) => getComputedStyle(n).maxHeight)
          .find((v) => v !== 'none'),
      );
    expect(listHeight).toBe('242px');
    await page.keyboard.press('Escape');

    const { empresa, locals } = richestCompany(session, 'Grupo Duero');
    await choose(page, 'Empresa', empresa.slice(0, 6).toUpperCase(), empresa);
    await expect(pickList(page, 'Local')).toBeEnabled();
    await pickList(page, 'Local').click();
    await expect(page.getByRole('option')).toHaveCount(locals.length);
    await shot(page, 'work-area-open');
    await page.keyboard.press('Escape');

    // Clearing the group text resets company and station.
    await pickList(page, 'Grupo').fill('');
    await expect(pickList(page, 'Empresa')).toBeDisabled();
    await expect(pickList(page, 'Empresa')).toHaveValue('');
    await expect(pickList(page, 'Local')).toBeDisabled();
  });

  test('Confirmar stores the scope encrypted under reach, reports it and shows its name', async ({
    page,
  }) => {
    const session = await login(page, admin());
    const { empresa, locals } = richestCompany(session, 'Grupo Meseta');
    const station = locals[0]!;
    await choose(page, 'Grupo', 'meseta', 'Grupo Meseta');
    await choose(page, 'Empresa', empresa.slice(0, 5), empresa);
    await choose(page, 'Local', station.slice(-5), station);

    const report = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/scopestate/') && r.method() === 'POST',
    );
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/scopestate/'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const body = (await report).postDataJSON();
    const entry = session.scope.find((e) => e.local === station)!;
    expect(body).toMatchObject({
      grupo: entry.idgrupo,
      empresa: entry.idempresa,
      local: entry.idlocal,
      nombre: station,
    });
    expect((await answered).ok()).toBe(true);
    await expect(workAreaName(page)).toHaveText(station);
    await shot(page, 'work-area-confirmed');
    await expectNoSeriousA11yViolations(page);

    const reach = await page.evaluate(() => sessionStorage.getItem('reach'));
    expect(reach).toBeTruthy();
    expect(reach).not.toContain(station);

    // Sections read the published work area.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('button', { name: 'Clientes' })
      .click();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Gestión de Clientes' })
      .click();
    await expect(page.getByRole('main')).toContainText(station);

    // Clearing the station falls back to the company name; clearing the company to the group name.
    await pickList(page, 'Local').fill('');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText(empresa);
    await pickList(page, 'Empresa').fill('');
    await expect(pickList(page, 'Local')).toBeDisabled();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
  });

  test('the chosen scope comes back at the next login (estadoambito); the panel state lasts the session', async ({
    page,
  }) => {
    await login(page, admin());
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
    await choose(page, 'Grupo', 'cant', 'Grupo Cantábrico');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Cantábrico');

    await page.reload();
    await expect(workAreaName(page)).toHaveText('Grupo Cantábrico');
    const panelButton = page.getByRole('button', { name: /Area de Trabajo/ });
    await panelButton.click();
    await expect(panelButton).toHaveAttribute('aria-expanded', 'false');
    await expect(pickList(page, 'Grupo')).toBeHidden();
    await page.reload();
    await expect(panelButton).toHaveAttribute('aria-expanded', 'false');
    await panelButton.click();
    await expect(pickList(page, 'Grupo')).toBeVisible();

    await logout(page, admin());
    await login(page, admin());
    await expect(workAreaName(page)).toHaveText('Grupo Cantábrico');
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Cantábrico');
  });
});

test.describe('work area changes after a restore (issue 10, item 1)', () => {
  test('a restored work area gives way to a group picked from the list; Confirmar keeps it', async ({
    page,
  }, testInfo) => {
    const account = await freshStaff(String(testInfo.project.use.baseURL), 'restore');
    await login(page, account);
    await choose(page, 'Grupo', 'due', 'Grupo Duero');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Duero');
    await logout(page, account);

    await login(page, account);
    await expect(workAreaName(page)).toHaveText('Grupo Duero');
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Duero');
    // Clicking the chosen group again keeps it.
    await pickList(page, 'Grupo').click();
    await page.getByRole('option', { name: 'Grupo Duero', exact: true }).click();
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Duero');
    // The operator opens the list without typing and picks another group.
    await pickList(page, 'Grupo').click();
    await page.getByRole('option', { name: 'Grupo Meseta', exact: true }).click();
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Meseta');
    await expect(pickList(page, 'Empresa')).toBeEnabled();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Meseta');
    await page.reload();
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
  });

  test('a group set from the Clientes empty state can be changed in the sidebar', async ({
    page,
  }, testInfo) => {
    const account = await freshStaff(String(testInfo.project.use.baseURL), 'empty');
    await login(page, account);
    await expect(workAreaName(page)).toHaveText('Seleccione un area de trabajo');
    await page.goto('./#/clientes');
    await page.getByRole('main').getByRole('button', { name: 'Grupo Duero' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Duero');
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Duero');
    await pickList(page, 'Grupo').click();
    await page.getByRole('option', { name: 'Grupo Cantábrico', exact: true }).click();
    await expect(pickList(page, 'Grupo')).toHaveValue('Grupo Cantábrico');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Cantábrico');
    await expect(page.getByRole('main')).toContainText('Grupo Cantábrico');
  });

  test('accents and case do not matter when searching a group', async ({ page }, testInfo) => {
    const account = await freshStaff(String(testInfo.project.use.baseURL), 'accent');
    await login(page, account);
    await pickList(page, 'Grupo').click();
    await pickList(page, 'Grupo').fill('CANTABRICO');
    await expect(page.getByRole('option')).toHaveText(['Grupo Cantábrico']);
  });

  test('on a phone, Confirmar closes the menu over the page and the keyboard goes on in the page', async ({
    page,
  }, testInfo) => {
    const account = await freshStaff(String(testInfo.project.use.baseURL), 'movil');
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, account);
    await page.goto('./#/clientes');
    await page.getByRole('button', { name: 'Mostrar menú lateral' }).click();
    await choose(page, 'Grupo', 'duero', 'Grupo Duero');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('button', { name: 'Mostrar menú lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Grupo Duero');
  });
});
