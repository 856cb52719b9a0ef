import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpDeps, SessionEndedError } from './http';
import type { Credentials } from './session';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

// The client loads the wire schemas on first use; loading them here keeps the first test's waits
// about the client, not about transforming zod.
beforeAll(() => import('@ac/shared'));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fake server holding the stored credentials the way another tab would see them. */
function setup(handler: Handler, initial: Credentials = { token: 't1', refreshtoken: 'r1', key: 'k' }) {
  let stored: Credentials | null = { ...initial };
  const calls: { url: string; token: string | undefined; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      url: String(input),
      token: headers.Authorization?.replace('Bearer ', ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return handler(String(input), init ?? {});
  });
  const deps: HttpDeps = {
    endpoint: () => '/api',
    credentials: async () => (stored ? { ...stored } : null),
    saveTokens: vi.fn(async (t) => {
      if (stored) stored = { ...stored, ...t };
    }),
    sessionEnded: vi.fn(() => {
      stored = null;
    }),
    connectionError: vi.fn(),
    forbidden: vi.fn(),
    fetch: fetchMock as unknown as typeof fetch,
  };
  return {
    client: createHttpClient(deps),
    deps,
    calls,
    setStored: (c: Credentials) => {
      stored = c;
    },
  };
}

const tokenOf = (init: RequestInit) => ((init.headers ?? {}) as Record<string, string>).Authorization;

describe('the HTTP client', () => {
  it('adds the four headers to every authenticated request', async () => {
    let seen: Record<string, string> = {};
    const { client } = setup((_url, init) => {
      seen = init.headers as Record<string, string>;
      return json(200, {});
    });
    await client.post('/v1/scopestate/', { grupo: 1 });
    expect(seen).toMatchObject({
      Authorization: 'Bearer t1',
      'x-api-key': 'k',
      'x-refresh-token': 'r1',
      'Content-Type': 'application/json',
    });
  });

  it('on 43 runs one refresh while concurrent requests wait, then retries them with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls, deps } = setup(async (url, init) => {
      if (url.endsWith('/v1/refreshtoken')) {
        await refreshGate;
        return json(200, { token: 't2', refreshtoken: 'r2' });
      }
      if (tokenOf(init) === 'Bearer t1') return json(401, { errorCode: 43, message: 'caducado' });
      return json(200, { url });
    });

    const results = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/v1/refreshtoken'))).toHaveLength(1));
    // A request issued while the refresh runs waits for it instead of using the old token.
    const late = client.get('/d');
    releaseRefresh();
    expect(await results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(await late).toEqual({ url: '/api/d' });

    const refreshes = calls.filter((c) => c.url.endsWith('/v1/refreshtoken'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshtoken: 'r1' });
    expect(deps.saveTokens).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api/d').map((c) => c.token)).toEqual(['t2']);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      expect(calls.filter((c) => c.url === path).map((c) => c.token)).toEqual(['t1', 't2']);
    }
  });

  it('does not refresh again for a request that failed with a token older than the stored one', async () => {
    const { client, calls, setStored } = setup((url, init) => {
      if (url.endsWith('/v1/refreshtoken')) return json(200, { token: 't3', refreshtoken: 'r3' });
      if (tokenOf(init) === 'Bearer t1') {
        setStored({ token: 't2', refreshtoken: 'r2', key: 'k' });
        return json(401, { errorCode: 43, message: 'caducado' });
      }
      return json(200, 'ok');
    });
    await client.get('/x');
    expect(calls.filter((c) => c.url.endsWith('/v1/refreshtoken'))).toHaveLength(0);
    expect(calls.map((c) => c.token)).toEqual(['t1', 't2']);
  });

  it('on 44 retries with the stored token, without refreshing', async () => {
    const { client, calls, setStored } = setup((_url, init) => {
      if (tokenOf(init) === 'Bearer t1') {
        // Another tab rotated the tokens meanwhile.
        setStored({ token: 't9', refreshtoken: 'r9', key: 'k' });
        return json(401, { errorCode: 44, message: 'sustituido' });
      }
      return json(200, { fine: true });
    });
    expect(await client.get('/y')).toEqual({ fine: true });
    expect(calls.map((c) => c.token)).toEqual(['t1', 't9']);
  });

  it('when the refresh answers 44 (another tab refreshed first), retries with the stored token', async () => {
    const { client, calls, setStored } = setup((url, init) => {
      if (url.endsWith('/v1/refreshtoken')) {
        setStored({ token: 't5', refreshtoken: 'r5', key: 'k' });
        return json(401, { errorCode: 44, message: 'sustituido' });
      }
      if (tokenOf(init) === 'Bearer t1') return json(401, { errorCode: 43, message: 'caducado' });
      return json(200, 'ok');
    });
    expect(await client.get('/z')).toBe('ok');
    expect(calls.map((c) => c.token)).toEqual(['t1', 't1', 't5']);
  });

  it('on 42 logs out and rejects', async () => {
    const { client, deps } = setup(() => json(401, { errorCode: 42, message: 'fin' }));
    await expect(client.get('/w')).rejects.toBeInstanceOf(SessionEndedError);
    expect(deps.sessionEnded).toHaveBeenCalledTimes(1);
    expect(deps.connectionError).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails with 42', async () => {
    const { client, deps } = setup((url) =>
      url.endsWith('/v1/refreshtoken')
        ? json(401, { errorCode: 42, message: 'fin' })
        : json(401, { errorCode: 43, message: 'caducado' }),
    );
    await expect(Promise.all([client.get('/p'), client.get('/q')])).rejects.toBeInstanceOf(SessionEndedError);
    expect(deps.sessionEnded).toHaveBeenCalled();
  });

  it('shows the connection modal for errors whose errorCode is not above 0, not for business errors', async () => {
    const { client, deps } = setup((url) =>
      url.endsWith('/boom')
        ? json(500, { errorCode: 0, message: 'x' })
        : json(403, { errorCode: 4, message: 'no' }),
    );
    await expect(client.get('/boom')).rejects.toMatchObject({ status: 500, errorCode: 0 });
    expect(deps.connectionError).toHaveBeenCalledTimes(1);
    await expect(client.get('/forbidden')).rejects.toMatchObject({
      status: 403,
      errorCode: 4,
      message: 'no',
    });
    expect(deps.connectionError).toHaveBeenCalledTimes(1);
  });

  it('tells the app on 403 errorCode 4 (permissions changed), not on 403 errorCode 5 (scope)', async () => {
    const { client, deps } = setup((url) =>
      url.endsWith('/perm')
        ? json(403, { errorCode: 4, message: 'no' })
        : json(403, { errorCode: 5, message: 'fuera' }),
    );
    await expect(client.get('/scope')).rejects.toMatchObject({ errorCode: 5 });
    expect(deps.forbidden).not.toHaveBeenCalled();
    await expect(client.get('/perm', { quiet: true })).rejects.toMatchObject({ errorCode: 4 });
    expect(deps.forbidden).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After on 429 and leaves login calls unauthenticated', async () => {
    let seen: Record<string, string> = {};
    const { client } = setup((_url, init) => {
      seen = init.headers as Record<string, string>;
      return json(429, { errorCode: 3, message: 'espere' }, { 'retry-after': '42' });
    });
    await expect(
      client.post('/v1/customer/login', { email: 'a', password: 'b' }, { auth: false, quiet: true }),
    ).rejects.toMatchObject({ status: 429, errorCode: 3, retryAfter: 42 });
    expect(seen.Authorization).toBeUndefined();
  });

  it('returns a binary answer (a ticket PDF) as a Blob, after the same token refresh', async () => {
    let calls = 0;
    const { client } = setup((url, init) => {
      if (url.endsWith('/v1/refreshtoken')) return json(200, { token: 't2', refreshtoken: 'r2' });
      calls++;
      if (tokenOf(init) === 'Bearer t1') return json(401, { errorCode: 43, message: 'caducado' });
      return new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } });
    });
    const pdf = await client.get<Blob>('/tickets/getpdf/7', { responseType: 'blob' });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.3');
    expect(calls).toBe(2);
  });
});
