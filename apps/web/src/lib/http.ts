import type { RefreshResponse } from '@ac/shared';
import { ErrorCode } from '@ac/shared/errors';
import { getConfig, joinUrl } from './config';
import { type Credentials, sessionStore } from './session';

/** A failed call: HTTP status, the server's errorCode (0 when none) and its Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter?: number,
    /** Why a 409 happened ('version': the record changed meanwhile). */
    readonly reason?: string,
    /** The record a refused duplicate would repeat (a customer with the same NIF). */
    readonly duplicado?: { id: number; codigo: number; nombre: string },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The session is over (errorCode 42, or no stored session): the user has been logged out. */
export class SessionEndedError extends HttpError {
  constructor() {
    super(401, ErrorCode.sessionEnded, 'La sesión ha finalizado');
    this.name = 'SessionEndedError';
  }
}

export interface HttpDeps {
  /** Base address of authenticated calls (config `endpoint`). */
  endpoint(): string;
  /** The credentials as stored now; re-read on every attempt so another tab's rotation is seen. */
  credentials(): Promise<Credentials | null>;
  saveTokens(tokens: RefreshResponse): Promise<void>;
  /** Errorcode 42: the session ended on the server. */
  sessionEnded(): void;
  /** An error without a positive errorCode (spec §8). */
  connectionError(): void;
  /** A 403 with errorCode 4: the user's permissions changed before `sentAt` (when the refused call left). */
  forbidden?(sentAt: number): void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the session headers and apply the 42/43/44 rules (default true). */
  auth?: boolean;
  /** Base address instead of `endpoint` (the login uses `loginEndpoint`). */
  base?: string;
  /** Do not show the generic connection modal; the caller handles every error. */
  quiet?: boolean;
  signal?: AbortSignal;
  /** `blob` returns the body as a Blob (a PDF), with the same headers and session rules. */
  responseType?: 'json' | 'blob';
}

/** Retries of one request after a 401 (43 → refresh, 44/none → stored token). */
const MAX_AUTH_RETRIES = 3;

function headersFor(credentials: Credentials | null, accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: accept };
  if (credentials) {
    headers.Authorization = `Bearer ${credentials.token}`;
    headers['x-api-key'] = credentials.key;
    headers['x-refresh-token'] = credentials.refreshtoken;
  }
  return headers;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function toHttpError(res: Response): Promise<HttpError> {
  const body = await readBody(res).catch(() => undefined);
  // The wire schemas (zod) load on first use, out of the login route's first paint. If even they
  // cannot be fetched, the answer is an error without a code (the generic connection error).
  const parsed = await import('@ac/shared').then(
    ({ ApiErrorSchema }) => ApiErrorSchema.safeParse(body),
    () => ({ success: false as const }),
  );
  const retryAfterHeader = Number(res.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined;
  if (parsed.success) {
    return new HttpError(
      res.status,
      parsed.data.errorCode,
      parsed.data.message,
      parsed.data.fields,
      retryAfter,
      parsed.data.reason,
      parsed.data.duplicado,
    );
  }
  return new HttpError(res.status, 0, res.statusText || `HTTP ${res.status}`, undefined, retryAfter);
}

/**
 * The one HTTP client (architecture: "One HTTP client"). It adds the four headers and applies
 * the session rules of spec §8: 43 → a single refresh while other requests wait, then retry;
 * 44 or a bare 401 → retry with the stored token; 42 → log out.
 */
export function createHttpClient(deps: HttpDeps) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<void> | null = null;

  /** Runs one refresh for everyone whose token `stale` expired; later callers join it. */
  function refreshOnce(stale: string): Promise<void> {
    refreshing ??= (async () => {
      const current = await deps.credentials();
      if (!current) throw new SessionEndedError();
      // A request sent with an older token than the stored one only needs a retry.
      if (current.token !== stale) return;
      const res = await doFetch(joinUrl(deps.endpoint(), '/v1/refreshtoken'), {
        method: 'POST',
        headers: headersFor(current),
        body: JSON.stringify({ refreshtoken: current.refreshtoken }),
      });
      if (res.ok) {
        const { RefreshResponseSchema } = await import('@ac/shared');
        await deps.saveTokens(RefreshResponseSchema.parse(await readBody(res)));
        return;
      }
      const error = await toHttpError(res);
      // Another tab rotated the refresh token first: its new token is in storage.
      if (error.errorCode === ErrorCode.tokenSuperseded) return;
      throw error;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function ended(): never {
    deps.sessionEnded();
    throw new SessionEndedError();
  }

  async function request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const auth = options.auth ?? true;
    const base = options.base ?? deps.endpoint();
    let url = joinUrl(base, path);
    if (options.query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.query))
        if (v !== undefined && v !== null) params.set(k, String(v));
      const qs = params.toString();
      if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
    }

    for (let attempt = 0; ; attempt++) {
      // Requests issued while a refresh runs wait for the new token.
      if (auth && refreshing) await refreshing.catch(() => undefined);
      const credentials = auth ? await deps.credentials() : null;
      if (auth && !credentials) ended();

      const sentAt = Date.now();
      let res: Response;
      try {
        res = await doFetch(url, {
          method,
          headers: headersFor(credentials, options.responseType === 'blob' ? '*/*' : undefined),
          // The JSON content type goes on every call, so a bodiless write sends an empty object.
          body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(options.body ?? {}),
          signal: options.signal,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        if (!options.quiet) deps.connectionError();
        throw new HttpError(0, 0, 'Sin conexión con el servidor');
      }
      if (res.ok) return (options.responseType === 'blob' ? await res.blob() : await readBody(res)) as T;

      const error = await toHttpError(res);
      if (auth && res.status === 401 && credentials) {
        if (error.errorCode === ErrorCode.sessionEnded) ended();
        if (attempt < MAX_AUTH_RETRIES) {
          if (error.errorCode === ErrorCode.tokenExpired) {
            try {
              await refreshOnce(credentials.token);
            } catch (refreshError) {
              if (refreshError instanceof HttpError && refreshError.errorCode === ErrorCode.sessionEnded)
                ended();
              if (refreshError instanceof SessionEndedError) ended();
              if (!options.quiet) deps.connectionError();
              throw refreshError;
            }
          }
          // 43 after the refresh, 44 and a bare 401: retry with the stored token.
          continue;
        }
      }
      if (auth && res.status === 403 && error.errorCode === ErrorCode.forbidden) deps.forbidden?.(sentAt);
      if (!options.quiet && !(error.errorCode > 0)) deps.connectionError();
      throw error;
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

let connectionErrorHandler: () => void = () => undefined;
let forbiddenHandler: (sentAt: number) => void = () => undefined;

/** The app learns the user's permissions afresh through this when the API answers 403 errorCode 4. */
export function setForbiddenHandler(handler: (sentAt: number) => void): void {
  forbiddenHandler = handler;
}

/** The app shows the generic connection modal through this. */
export function setConnectionErrorHandler(handler: () => void): void {
  connectionErrorHandler = handler;
}

export const http: HttpClient = createHttpClient({
  endpoint: () => getConfig().endpoint,
  credentials: () => sessionStore.credentials(),
  saveTokens: (tokens) => sessionStore.updateTokens(tokens),
  sessionEnded: () => sessionStore.end('expired'),
  connectionError: () => connectionErrorHandler(),
  forbidden: (sentAt) => forbiddenHandler(sentAt),
});

/** List responses: an object whose last property holds the array, or null (architecture). */
export function listFrom<T>(body: unknown): T[] {
  if (body === null || body === undefined) return [];
  if (Array.isArray(body)) return body as T[];
  if (typeof body === 'object') {
    const values = Object.values(body as Record<string, unknown>);
    const last = values[values.length - 1];
    return Array.isArray(last) ? (last as T[]) : [];
  }
  return [];
}
