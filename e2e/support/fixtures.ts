import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleGuard {
  /** Console errors matching this are expected in the current test (e.g. a deliberate 400). */
  allow(pattern: RegExp): void;
}

/**
 * `test` with a guard that fails any test whose pages log a console error or throw an
 * uncaught exception, except the ones the test declares as expected.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(`${page.url()} console: ${msg.text()}`);
        });
        page.on('pageerror', (err) => errors.push(`${page.url()} pageerror: ${err.message}`));
      };
      for (const p of context.pages()) watch(p);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chrome logs every non-2xx response as a console error; tests that provoke one allow it. */
export const failedResource = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
