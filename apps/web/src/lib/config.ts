import type { ClientConfig } from '@ac/shared';

/** Thrown when assets/config.json cannot be loaded or is not valid. */
export class ConfigLoadError extends Error {
  constructor(cause?: unknown) {
    super('No se ha podido cargar el archivo de configuración (assets/config.json)', { cause });
    this.name = 'ConfigLoadError';
  }
}

let current: ClientConfig | null = null;

/**
 * ClientConfigSchema's rules, checked by hand: this runs before the first paint and zod is not
 * part of the entry chunk (config.test.ts holds the two to the same answers).
 */
export function parseConfig(value: unknown): ClientConfig {
  const c = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { endpoint, loginEndpoint, sessiontimeout } = c;
  if (
    typeof endpoint !== 'string' ||
    typeof loginEndpoint !== 'string' ||
    typeof sessiontimeout !== 'number' ||
    !Number.isSafeInteger(sessiontimeout) ||
    sessiontimeout <= 0
  ) {
    throw new Error('assets/config.json no tiene endpoint, loginEndpoint y sessiontimeout válidos');
  }
  return { endpoint, loginEndpoint, sessiontimeout };
}

/**
 * Loads assets/config.json once, before anything else runs (spec §7). index.html preloads it, and
 * this default-mode fetch takes that response (the server sends it with `no-cache`).
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  try {
    const res = await fetchImpl('assets/config.json');
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    current = parseConfig(await res.json());
    return current;
  } catch (error) {
    throw new ConfigLoadError(error);
  }
}

export function setConfig(config: ClientConfig): void {
  current = config;
}

export function getConfig(): ClientConfig {
  if (!current) throw new Error('La configuración no se ha cargado todavía');
  return current;
}

/** Joins a base such as "/api" with a path such as "/v1/users". */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
