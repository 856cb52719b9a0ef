import type { LoginResponse } from '@ac/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Account, ADMIN, OPERATOR } from './accounts';
import { authHeaders } from './api';
import { failedResource, test } from './fixtures';
import { login } from './session';
import { shot } from './shots';
import { loginFreshStaff } from './staff';

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/**
 * Opens a section from the menu, through its group button when it sits in one, and waits for its route.
 * A group's entries slide open: the entry is clicked once it is wholly in sight, as a person would (a
 * click while the panel was still opening twice left the page where it was, CI e22bc3a).
 */
export async function openFromMenu(page: Page, link: string, group?: string): Promise<void> {
  const entry = menu(page).getByRole('link', { name: link });
  if (group) {
    const button = menu(page).getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() =>
        entry.evaluate((el) => {
          const panel = el.closest('ul')?.parentElement;
          return !!panel && panel.getBoundingClientRect().bottom >= el.getBoundingClientRect().bottom;
        }),
      )
      .toBe(true);
  }
  const href = (await entry.getAttribute('href')) ?? '';
  await entry.click();
  await expect(page).toHaveURL(
    (url) => url.hash === href || [`${href}?`, `${href}/`].some((h) => url.hash.startsWith(h)),
  );
}

/** Signs `account` (the demo admin by default) in and opens a section from the menu (`openFromMenu`). */
export async function openSection(
  page: Page,
  link: string,
  group?: string,
  account: Account = ADMIN,
): Promise<LoginResponse> {
  const auth = await login(page, account);
  await openFromMenu(page, link, group);
  return auth;
}

/**
 * The test every section has: the operator, lacking `permission`, sees no menu entry, is sent home from
 * the section's routes and gets 403 from its API.
 */
export function testBlockedWithout(permission: string, s: { link: string; routes: string[]; api: string }) {
  test(`without ${permission}: no menu entry, the route is blocked and the API says 403`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(403));
    const auth = await login(page, OPERATOR);
    await expect(menu(page).getByRole('link', { name: s.link })).toHaveCount(0);
    for (const route of s.routes) await expectRouteBlocked(page, route);
    expect(await apiStatus(page, auth, s.api)).toBe(403);
  });
}

/** The API answer of a call with the session of `auth` (from `login()`). */
export async function apiStatus(page: Page, auth: LoginResponse, path: string): Promise<number> {
  const res = await page.request.get(`./api${path}`, {
    headers: authHeaders(auth),
  });
  return res.status();
}

/** Opening `hash` without its permission says so in place ("Acceso restringido"), with a way home. */
export async function expectRouteBlocked(page: Page, hash: string): Promise<void> {
  await page.goto(`./#/${hash}`);
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
  await expect(notice).toContainText('Su usuario no tiene permiso para ver');
  await expect(notice.getByRole('link', { name: 'Ir a Inicio' })).toBeVisible();
  expect(page.url()).toContain(`#/${hash}`);
}

/** A new read-only operator (`loginFreshStaff`) on the list at `hash`, once its first row shows. */
export async function openListAsFreshOperator(
  page: Page,
  baseURL: string | undefined,
  label: string,
  hash: string,
): Promise<LoginResponse> {
  const auth = await loginFreshStaff(page, baseURL, label, OPERATOR);
  await page.goto(`./#/${hash}`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  return auth;
}

/**
 * The test of a list a read-only operator may see (`openListAsFreshOperator`): none of the `hidden` write
 * buttons show (after `check`, if given, has looked further), and the API refuses the write `refused`
 * (403) while it answers the list `api` (200).
 */
export function testOperatorOnlyReads(
  title: string,
  s: {
    label: string;
    hash: string;
    hidden: (string | RegExp)[];
    check?: (page: Page) => Promise<void>;
    shot: string;
    refused: { path: string; data: object };
    api: string;
  },
) {
  test(title, async ({ page, consoleGuard, baseURL }) => {
    consoleGuard.allow(failedResource(403));
    const auth = await openListAsFreshOperator(page, baseURL, s.label, s.hash);
    for (const name of s.hidden) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await s.check?.(page);
    await shot(page, s.shot);
    const res = await page.request.post(`./api${s.refused.path}`, {
      headers: authHeaders(auth),
      data: s.refused.data,
    });
    expect(res.status()).toBe(403);
    expect(await apiStatus(page, auth, s.api)).toBe(200);
  });
}

/** The group a section asks for before showing its list (a button per group in reach). */
export async function chooseGroup(page: Page, name = 'Grupo Meseta'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Follows a link to a record (its text names the record): the record's page at `url` is headed by that name. */
export async function followRecordLink(page: Page, link: Locator, url: RegExp): Promise<void> {
  await expect(link).toBeVisible();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

/**
 * The test of a list whose rows link to another record (issue 10: links between records): the first row's
 * first link, followed from the section opened by the admin (`openSection`), opens that record at `url`.
 */
export function testFirstRowLinks(title: string, s: { link: string; group?: string; url: RegExp }) {
  test(title, async ({ page }) => {
    await openSection(page, s.link, s.group);
    const link = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
    await followRecordLink(page, link, s.url);
  });
}

/**
 * Where a test of a section starts: who signs in (the demo admin unless `as` says, e.g. the describe
 * block's `ownStaff`), then either the section's menu entry (`link`, in its menu `group`: `openSection`) or
 * a `route` opened directly; from there the link to a page of the section (`subPage`) and the group the
 * list asks for (`chooseGroup`: 'Grupo Meseta'). What the test allows itself comes with it: the failed
 * responses it provokes on purpose (`allow`, statuses: `failedResource`), a longer time limit (`timeout`,
 * ms) and a window size to start with (`viewport`).
 */
export type SectionStart = ({ link: string; group?: string } | { route: string }) &
  // Choosing the work area is kept with the account and restored at its next sign-in: only staff of the
  // test's own may do it, never the shared demo admin (whose later tests would see one group only).
  ({ as?: () => Account; chooseGroup?: false } | { as: () => Account; chooseGroup: true }) & {
    subPage?: string;
    allow?: number[];
    timeout?: number;
    viewport?: { width: number; height: number };
  };

/** A test that starts in a section as `start` says; `body` goes on from there (with the login answer). */
export function testInSection(
  title: string,
  start: SectionStart,
  body: (args: { page: Page; auth: LoginResponse }) => Promise<void>,
): void {
  test(title, async ({ page, consoleGuard }) => {
    if (start.timeout) test.setTimeout(start.timeout);
    for (const status of start.allow ?? []) consoleGuard.allow(failedResource(status));
    if (start.viewport) await page.setViewportSize(start.viewport);
    const account = start.as?.() ?? ADMIN;
    if (start.chooseGroup && account.email === ADMIN.email)
      throw new Error('chooseGroup needs staff of its own (as)');
    let auth: LoginResponse;
    if ('route' in start) {
      auth = await login(page, account);
      await page.goto(`./#/${start.route}`);
    } else auth = await openSection(page, start.link, start.group, account);
    if (start.subPage) await page.getByRole('main').getByRole('link', { name: start.subPage }).click();
    if (start.chooseGroup) await chooseGroup(page);
    await body({ page, auth });
  });
}

/** Sends a dialog that asks a reason (the kit's ReasonForm) with `reason`, through its `button`. */
export async function sendWithReason(dialog: Locator, button: string, reason: string): Promise<void> {
  await dialog.getByLabel(/^Motivo/).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
}

/** Confirms a dialog that asks a reason: refused without one, then sent with `reason` (`sendWithReason`). */
export async function confirmWithReason(dialog: Locator, button: string, reason: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByText('Indique el motivo (al menos 3 caracteres)')).toBeVisible();
  await sendWithReason(dialog, button, reason);
}

/** Opens the dialog a button opens, titled as the button is (the kit's: 'Nuevo vehículo' opens 'Nuevo vehículo'). */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** Submits a form dialog through its `button` (create, save, confirm): the dialog closes, its work done. */
export async function submitDialog(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Submitting a form dialog with its required fields empty is refused, the fields marked (the kit's form). */
export async function expectEmptyFormRefused(dialog: Locator, submit: string): Promise<void> {
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByText('Revise los campos marcados.')).toBeVisible();
}

/** Deletes through the kit's dialog: the reason is required. */
export async function deleteWithReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
  await expect(dialog).toBeVisible();
  await confirmWithReason(dialog, 'Eliminar', reason);
  await expect(dialog).toBeHidden();
}

/** The web audit of today, filtered by resource, shows a row with `text`; opens it. */
export async function expectInAudit(page: Page, recurso: string, text: string | RegExp): Promise<void> {
  await page.goto(`./#/auditoria?recurso=${recurso}`);
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  // From its date cell: the record's name in the row is a link to the record itself.
  await row.getByRole('cell').first().click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
}

export { failedResource };

/**
 * A table wider than a phone scrolls sideways inside its box while its first column (the row's name,
 * `Column.pin`) stays at the left: `later` is the header of a column that moves.
 */
export async function expectFirstColumnPinned(table: Locator, later: string): Promise<void> {
  const first = table.getByRole('row').nth(1).getByRole('cell').first();
  await expect(first).toBeVisible();
  const firstX = (await first.boundingBox())!.x;
  const header = table.getByRole('columnheader', { name: later });
  const headerX = (await header.boundingBox())!.x;
  await table.locator('xpath=..').evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(async () => (await header.boundingBox())!.x).toBeLessThan(headerX);
  expect((await first.boundingBox())!.x).toBeCloseTo(firstX, 0);
}
