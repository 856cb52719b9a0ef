import { expect, type Page } from '@playwright/test';

/** The three pick lists of the work-area panel. */
export const pickList = (page: Page, label: 'Grupo' | 'Empresa' | 'Local') =>
  page
    .getByRole('complementary', { name: 'Menú lateral' })
    .getByLabel(label, { exact: true })
    .and(page.locator('input'));

/** Types into a pick list and chooses the option with that exact name. */
export async function choose(page: Page, label: 'Grupo' | 'Empresa' | 'Local', text: string, option: string) {
  const input = pickList(page, label);
  // Already chosen (a one-group user starts in its group): picking it again would clear it.
  if ((await input.inputValue()) === option) return;
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

export const workAreaName = (page: Page) => page.getByTestId('work-area-name');
