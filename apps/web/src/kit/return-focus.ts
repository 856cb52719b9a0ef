import { useLayoutEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const lost = () => !document.activeElement || document.activeElement === document.body;

/** The row of a table that now stands where `index` was (the next one, or the last), or null. */
function rowInPlace(table: HTMLTableElement | null, index: number): HTMLElement | null {
  if (!table?.isConnected) return null;
  const rows = table.querySelectorAll<HTMLElement>('tbody tr');
  return rows.length ? (rows[Math.min(index, rows.length - 1)] ?? null) : null;
}

/**
 * Where the keyboard was when something took it (a dialog), and how to go back there: to that element
 * if it is still on the page, else, when its row went (deleted), to the row now in its place (its own
 * focus if it has one, else its first control at the same place), else to the page's main area. A
 * keyboard user goes on from where they were instead of from the top of the page.
 */
export function rememberFocus(): () => void {
  const from = document.activeElement as HTMLElement | null;
  if (!from || from === document.body) return () => undefined;
  const row = from.closest('tr');
  const table = row?.closest('table') ?? null;
  const index = row && table ? [...table.querySelectorAll('tbody tr')].indexOf(row) : -1;
  const place = row ? [...row.querySelectorAll(FOCUSABLE)].indexOf(from) : -1;

  const fallback = () => {
    const other = rowInPlace(table, index);
    if (other) {
      const controls = [...other.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const target = other.tabIndex >= 0 ? other : (controls[Math.max(place, 0)] ?? controls[0]);
      if (target) return target.focus();
    }
    document.querySelector<HTMLElement>('main')?.focus();
  };
  const goBack = () => (from.isConnected ? from.focus() : fallback());

  return () => {
    // After the dialog's own return of focus (Mantine's), only if nothing else took the keyboard.
    window.setTimeout(() => {
      if (!lost()) return;
      goBack();
      if (!from.isConnected) return;
      // The row is still there until its list is fetched again: if it then goes, follow to its place.
      const watch = new MutationObserver(() => {
        if (from.isConnected) return;
        watch.disconnect();
        if (lost()) fallback();
      });
      watch.observe(document.body, { childList: true, subtree: true });
      window.setTimeout(() => watch.disconnect(), 5000);
    }, 50);
  };
}

/** While `active`, the keyboard's place before it is remembered and given back when it ends. */
export function useReturnFocus(active: boolean): void {
  // Before the dialog's focus trap moves the keyboard into it.
  useLayoutEffect(() => {
    if (!active) return;
    return rememberFocus();
  }, [active]);
}
