import { type CSSProperties, useEffect } from 'react';
import { useRouteError } from 'react-router';

/** When the page last reloaded itself for a missing chunk (session storage: survives the reload). */
const RELOADED_AT = 'ac.chunkReloadAt';
/** A second failure within this time is not a stale deploy: the fallback stays instead of a reload loop. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * A file of the app that cannot be loaded any more: after a deploy, the chunks an open tab knows by
 * name are gone from the server (Chrome, Firefox, Safari and Vite word it differently).
 */
export function isStaleChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    text,
  );
}

const reloadPage = () => window.location.reload();

/** Reloads once for a stale chunk; true if it did (a second failure right after shows the fallback). */
export function reloadForStaleChunk(
  error: unknown,
  { storage = window.sessionStorage, now = Date.now(), reload = reloadPage } = {},
): boolean {
  if (!isStaleChunkError(error)) return false;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/**
 * The router's `errorElement`: instead of React Router's English developer page, a Spanish message
 * with "Recargar"; a chunk gone after a deploy reloads the page by itself (once).
 */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    reloadForStaleChunk(error);
  }, [error]);
  return (
    <div style={STYLES.page}>
      <div role="alert" style={STYLES.card}>
        <h1 style={STYLES.title}>Algo ha fallado al mostrar esta página</h1>
        <p style={STYLES.text}>
          {stale
            ? 'Hay una versión nueva de la aplicación. Recargue la página para usarla.'
            : 'Recargue la página para volver a intentarlo. Si vuelve a ocurrir, avise al soporte indicando qué estaba haciendo.'}
        </p>
        <button type="button" onClick={reloadPage} style={STYLES.button}>
          Recargar
        </button>
      </div>
    </div>
  );
}

// Plain elements with the theme's variables: this page is in the entry chunk and must load when others cannot.
const STYLES: Record<string, CSSProperties> = {
  page: { display: 'flex', justifyContent: 'center', padding: '48px 16px' },
  card: {
    maxWidth: 520,
    padding: 24,
    background: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-gray-3)',
    borderRadius: 'var(--mantine-radius-md)',
    fontFamily: 'var(--mantine-font-family)',
  },
  title: { fontSize: 'var(--mantine-font-size-lg)', margin: '0 0 8px' },
  text: { fontSize: 'var(--mantine-font-size-sm)', margin: '0 0 16px', lineHeight: 1.5 },
  button: {
    font: 'inherit',
    fontWeight: 600,
    fontSize: 'var(--mantine-font-size-sm)',
    color: 'var(--mantine-color-white)',
    background: 'var(--mantine-primary-color-filled)',
    border: 0,
    borderRadius: 'var(--mantine-radius-sm)',
    padding: '8px 18px',
    cursor: 'pointer',
  },
};
