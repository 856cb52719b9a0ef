/** The API servers the suite starts (see playwright.config.ts). */
export const SERVERS = {
  /** Default settings. */
  main: { port: Number(process.env.E2E_PORT ?? 8181) },
  /** Short access-token lifetime and idle timeout, for the refresh and idle tests. */
  short: { port: Number(process.env.E2E_SHORT_PORT ?? 8182), accessTokenTtlS: 3, sessionTimeoutMs: 8000 },
} as const;

export const baseUrlOf = (port: number) => `http://127.0.0.1:${port}`;
