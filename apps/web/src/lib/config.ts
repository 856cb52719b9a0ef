import { type ClientConfig, ClientConfigSchema } from '@ac/shared';

/** Thrown when assets/config.json cannot be loaded or is not valid. */
export class ConfigLoadError extends Error {
  constructor(cause?: unknown) {
    super('No se ha podido cargar el archivo de configuración (assets/config.json)', { cause });
    this.name = 'ConfigLoadError';
  }
}

let current: ClientConfig | null = null;

/** Loads assets/config.json once, before anything else runs (spec §7). */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  try {
    const res = await fetchImpl('assets/config.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    current = ClientConfigSchema.parse(await res.json());
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
