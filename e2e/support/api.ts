import type { LoginResponse } from '@ac/shared';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { type Account, ADMIN } from './accounts';

/** The headers an API call carries for the session of `auth` (a login answer). */
export const authHeaders = (auth: LoginResponse): Record<string, string> => ({
  Authorization: `Bearer ${auth.token}`,
  'x-api-key': auth.key,
});

/** The rows of a list's answer: the array it ends with (`{ total, customers: [...] }`). */
export const rowsOf = <T>(answer: Record<string, unknown>) => (Object.values(answer).at(-1) ?? []) as T[];

export interface SignedInApi {
  api: APIRequestContext;
  /** The headers its calls carry. */
  headers: Record<string, string>;
  /** The login answer. */
  auth: LoginResponse;
  /** The rows of a list (`GET api/<path>`). */
  list<T>(path: string, params?: Record<string, string | number>): Promise<T[]>;
}

/**
 * An API context signed in as `account` (the demo admin by default), for setting up through the API what a
 * test then uses on screen.
 */
export async function signedInApi(baseURL: string, account: Account = ADMIN): Promise<SignedInApi> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('api/v1/customer/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const auth = (await login.json()) as LoginResponse;
  const headers = authHeaders(auth);
  const list = async <T>(path: string, params?: Record<string, string | number>) =>
    rowsOf<T>(await (await api.get(`api/${path}`, { headers, params })).json());
  return { api, headers, auth, list };
}

/**
 * A terminal at a station of group `idgrupo` (the first or the last station of its first company), as the
 * stations drive it: a key issued through the API, then card requests with `x-terminal-key`. Returns a
 * sender of authorisation requests.
 */
export async function stationTerminal(
  { api, headers, list }: SignedInApi,
  idgrupo: number,
  station: 'first' | 'last',
) {
  const [company] = await list<{ idempresa: number }>('v1/ambito/empresas', { idgrupo });
  const stations = await list<{ idlocal: number }>('v1/ambito/locales', { idempresa: company!.idempresa });
  const idlocal = (station === 'first' ? stations[0] : stations.at(-1))!.idlocal;
  const terminal = (await list<{ id: number; activo: boolean }>('v1/terminals', { idlocal })).find(
    (t) => t.activo,
  )!;
  const { clave } = await (
    await api.post('api/v1/terminals/key', { headers, data: { id: terminal.id } })
  ).json();
  return async (tarjeta: string, pin: string, idproducto: number, importe: number) => {
    const res = await api.post('api/v1/authorize', {
      headers: { 'x-terminal-key': clave },
      data: { tarjeta, pin, productos: [{ idproducto }], importe },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { resultado: string; motivo: string };
  };
}
