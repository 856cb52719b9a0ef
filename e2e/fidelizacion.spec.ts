import { expect, test } from './support/fixtures';
import { sendWithReason, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';
import { loginFreshStaff } from './support/staff';
import { choose, workAreaName } from './support/work-area';

test.describe('Reglas de Fidelización', () => {
  testInSection(
    'the admin creates a rule and watches the preview change as it is edited',
    {
      link: 'Reglas de Fidelización',
      group: 'Fidelización',
      // Deleting a rule in use is refused (409), on purpose.
      allow: [409],
    },
    async ({ page }) => {
      await expect(page).toHaveURL(/#\/fidelizacion$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').filter({ hasText: 'Un punto por euro' }).first()).toBeVisible();
      await shot(page, 'reglas-lista');

      await page.getByRole('button', { name: 'Nueva regla' }).click();
      await expect(page).toHaveURL(/#\/fidelizacion\/nueva$/);
      const form = page.getByRole('form', { name: 'Regla de fidelización' });
      const group = form.getByRole('textbox', { name: /^Grupo/ });
      await group.click();
      await page.getByRole('option').first().click();
      await page.getByRole('textbox', { name: /^Nombre/ }).fill('Litros dobles E2E');
      await page.getByRole('textbox', { name: /^Tipo/ }).click();
      await page.getByRole('option', { name: 'Puntos por litro' }).click();
      await page.getByRole('textbox', { name: /^Valor/ }).fill('1');
      await page.getByRole('textbox', { name: /^Prioridad/ }).fill('5');
      // The example ticket: 40 litres of the first fuel. The rule in edition gives 40 points.
      const edited = page.getByTestId('regla-editada');
      await expect(edited).toContainText('Litros dobles E2E');
      await expect(edited).toContainText('40');
      const total = page.getByTestId('puntos-ticket');
      const before = await total.textContent();
      await page.getByRole('textbox', { name: /^Valor/ }).fill('2');
      await expect(edited).toContainText('80');
      await expect(total).not.toHaveText(before ?? '');
      await shot(page, 'reglas-nueva');
      await page.getByRole('button', { name: 'Crear regla' }).click();
      await expect(page.getByText('Regla creada')).toBeVisible();
      await expect(page).toHaveURL(/#\/fidelizacion\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Litros dobles E2E' })).toBeVisible();
      await shot(page, 'reglas-ficha');
      // A rule that has given no points yet can be deleted, with a reason.
      await page.getByRole('button', { name: 'Eliminar' }).click();
      await sendWithReason(
        page.getByRole('dialog', { name: 'Confirmar eliminación' }),
        'Eliminar',
        'Prueba E2E',
      );
      await expect(page.getByText('Regla eliminada')).toBeVisible();
      await expect(page).toHaveURL(/#\/fidelizacion$/);

      // A rule in use cannot be deleted (the API refuses it too): Eliminar says why before a reason is typed.
      await page.goto('./#/fidelizacion');
      await table.getByRole('row').filter({ hasText: 'Un punto por euro' }).first().click();
      await expect(page.getByText('En uso').first()).toBeVisible();
      const remove = page.getByRole('button', { name: 'Eliminar' });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription(
        'Ya ha dado puntos: puede desactivarse, pero no eliminarse',
      );
    },
  );

  testBlockedWithout('can_view_fidelizacion', {
    link: 'Reglas de Fidelización',
    routes: ['fidelizacion', 'fidelizacion/1'],
    api: '/v1/loyaltyrules',
  });

  test('the group column shows while no group is chosen, and gives way to name and state once one is', async ({
    page,
    baseURL,
  }) => {
    // Staff of its own: the group it confirms comes back at its next sign-in.
    await loginFreshStaff(page, baseURL, 'reglas-grupo');
    await page.goto('./#/fidelizacion');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Grupo' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Grupo Duero' }).first()).toBeVisible();
    await choose(page, 'Grupo', 'meseta', 'Grupo Meseta');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(workAreaName(page)).toHaveText('Grupo Meseta');
    await expect(table.getByRole('columnheader', { name: 'Grupo' })).toHaveCount(0);
    // Every group has its 'Un punto por euro': one is left, Meseta's.
    await expect(table.getByRole('row').filter({ hasText: 'Un punto por euro' })).toHaveCount(1);
    // On a phone the rule's name and its state fit, without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const shown of ['Nombre', 'Estado'])
      await expect(table.getByRole('columnheader', { name: shown })).toBeInViewport();
    await shot(page, 'reglas-movil');
  });
});
