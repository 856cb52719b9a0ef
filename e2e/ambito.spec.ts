import { expect, test } from './support/fixtures';
import { deleteWithReason, expectInAudit, testBlockedWithout, testInSection } from './support/sections';
import { shot } from './support/shots';
import { ownStaff, testAsStaffWith } from './support/staff';
import { choose } from './support/work-area';

test.describe('Ámbito', () => {
  testInSection(
    'the admin creates, edits and deletes a station in the tree, then sees it in Auditoría',
    { link: 'Ámbito' },
    async ({ page }) => {
      const tree = page.getByRole('tree', { name: 'Árbol de ámbito' });
      await tree.getByText('E.S. Gijón Puerto').click();
      await expect(page.getByRole('heading', { level: 2, name: 'Quién tiene ámbito aquí' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'admin@demo.es' })).toBeVisible();
      await shot(page, 'ambito-estacion');

      await tree.getByText('Petróleos Cantábricos S.A.').click();
      await page.getByRole('button', { name: 'Nueva estación' }).click();
      // Unique to the attempt: a retry must not meet the station a failed first attempt left behind.
      const station = `E.S. Prueba E2E ${Date.now().toString(36)}`;
      await page.getByRole('textbox', { name: /^Nombre de la estación/ }).fill(station);
      await page.getByRole('switch', { name: 'Lavado' }).check();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Estación creada')).toBeVisible();
      await expect(page).toHaveURL(/nodo=l%3A\d+|nodo=l:\d+/);

      await page.getByRole('switch', { name: 'Abierta 24 h' }).check();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Estación guardada')).toBeVisible();

      await page.getByRole('button', { name: 'Eliminar' }).click();
      await deleteWithReason(page, 'Estación de prueba E2E');
      await expect(tree.getByText(station)).toHaveCount(0);

      await expectInAudit(page, 'local', 'Estación de prueba E2E');
    },
  );

  testInSection(
    'the tree opens on the work area: on arrival, and when another one is confirmed there',
    { as: ownStaff('ambito'), link: 'Ámbito' },
    async ({ page }) => {
      const tree = page.getByRole('tree', { name: 'Árbol de ámbito' });
      // No work area yet: nothing chosen.
      await expect(page.getByText(/^Elija un grupo, una empresa o una estación/)).toBeVisible();
      await choose(page, 'Grupo', 'meseta', 'Grupo Meseta');
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page).toHaveURL(/nodo=g(%3A|:)\d+/);
      await expect(page.getByRole('heading', { level: 2, name: 'Grupo Meseta' })).toBeVisible();
      await expect(tree.getByRole('treeitem', { name: /^Grupo Meseta/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // Coming back from another page, the same; Back then leaves Ámbito (the node replaced the entry).
      await page.goto('./#/home');
      await page.goto('./#/ambito');
      await expect(page.getByRole('heading', { level: 2, name: 'Grupo Meseta' })).toBeVisible();
      await expect(page).toHaveURL(/nodo=g(%3A|:)\d+/);
      await page.goBack();
      await expect(page).toHaveURL(/#\/home$/);

      // A node in the URL wins on arrival.
      await page.goForward();
      await tree.getByRole('treeitem', { name: /^Grupo Duero/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Grupo Duero' })).toBeVisible();
      await page.goto('./#/home');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'Grupo Duero' })).toBeVisible();
    },
  );

  testBlockedWithout('can_view_ambito', { link: 'Ámbito', routes: ['ambito'], api: '/v1/ambito' });

  testAsStaffWith(
    'who may see the tree but not the staff accounts reads a group without errors, its account by name',
    ['can_view_ambito'],
    'ambito',
    async (page) => {
      await page
        .getByRole('tree', { name: 'Árbol de ámbito' })
        .getByRole('treeitem', { name: /^Grupo Meseta/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Grupo Meseta' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Cuenta comercial' })).not.toHaveValue('');
      // The rules of the staff accounts need the accounts' permission: no panel, rather than an error.
      await expect(page.getByRole('heading', { level: 2, name: 'Quién tiene ámbito aquí' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    },
  );
});
