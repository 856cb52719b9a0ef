import type { Page } from '@playwright/test';

/**
 * What does not fit on the screen as it is: the page scrolling sideways, a table wider than its box or
 * than the page (a box wider than the page hides that from its own scroll width), a row action out of
 * sight. Tables only for screen readers (a chart's data) do not count. Empty when everything fits.
 */
export async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`la página mide ${root.scrollWidth}px de ancho`);
    const main = (document.querySelector('main') as HTMLElement).getBoundingClientRect();
    for (const table of document.querySelectorAll('main table')) {
      const own = table.getBoundingClientRect();
      const parent = table.parentElement!;
      // Visually hidden (a chart's data): the table keeps its width inside a 1-pixel box.
      if (parent.getBoundingClientRect().width <= 2 || !table.checkVisibility()) continue;
      const box = table.closest('[class*="wrap"]') ?? table.parentElement!;
      const frame = box.getBoundingClientRect();
      const name = [...table.querySelectorAll('thead th')].map((th) => th.textContent).join('|');
      const overflow = Math.max(parent.scrollWidth - parent.clientWidth, own.right - main.right);
      if (overflow > 1) out.push(`tabla "${name}": se sale ${Math.round(overflow)}px`);
      const last = table.querySelector('tbody td:last-child:not([colspan])')?.getBoundingClientRect();
      if (last && last.right > window.innerWidth) out.push(`tabla "${name}": su última columna queda fuera`);
      for (const el of table.querySelectorAll('tbody tr:first-child td:last-child :is(button, a)')) {
        const r = el.getBoundingClientRect();
        if (!r.width) continue;
        if (r.right > Math.min(frame.right, window.innerWidth) + 1 || r.left < frame.left - 1)
          out.push(
            `tabla "${name}": la acción "${el.getAttribute('aria-label') ?? el.textContent}" queda fuera`,
          );
      }
    }
    return out;
  });
}
