import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let serious = await seriousViolations(page);
  // A notification that starts to fade out while axe reads the page (its time is up) has half its
  // contrast for a moment: what is still wrong once that has settled is what the user sees.
  if (serious.length) serious = await seriousViolations(page);
  expect(serious).toEqual([]);
}

async function seriousViolations(page: Page) {
  // A notification or dialog mid fade-in has half its final contrast: check what the user ends up seeing.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}
