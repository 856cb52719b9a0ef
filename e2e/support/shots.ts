import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Saves a screenshot for people to look at (not compared by the suite). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage, animations: 'disabled' });
}
