// A station's terminal as the authorising centre sees it: the pieces `npm run simulate` and
// `npm run bench:authorize` share. Everything goes through the API of a running server.
import { maskCardNumber } from '@ac/shared';
import { DEMO_PIN, demoCardNumber } from '../apps/api/src/db/seed/demo-cards';

export type Staff = { base: string; headers: Record<string, string> };

async function call<T>(s: Staff, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${s.base}/api${path}`, {
    method,
    headers: { ...s.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const rowsOf = <T>(list: Record<string, unknown>) => (Object.values(list).at(-1) ?? []) as T[];

/** Signs a staff member in (the demo administrator by default). */
export async function staffLogin(
  base: string,
  email = 'admin@demo.es',
  password = 'Demo#2026',
): Promise<Staff> {
  const res = await fetch(`${base}/api/v1/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const s = (await res.json()) as { token: string; key: string };
  return { base, headers: { authorization: `Bearer ${s.token}`, 'x-api-key': s.key } };
}

export type Terminal = { id: number; idlocal: number; local: string; idgrupo: number; key: string };

/**
 * Registers a terminal of a demo station: a new key for an active terminal (of `idlocal`, or of the first
 * station that has one), and the station's group found through Ámbito.
 */
export async function registerTerminal(s: Staff, idlocal?: number): Promise<Terminal> {
  const list = await call<Record<string, unknown>>(
    s,
    'GET',
    `/v1/terminals?activo=true&limit=500${idlocal ? `&idlocal=${idlocal}` : ''}`,
  );
  const terminal = rowsOf<{ id: number; idlocal: number; local: string }>(list)[0];
  if (!terminal) throw new Error('No hay terminales activos en esa estación');
  const station = await call<{ idempresa: number }>(s, 'GET', `/v1/ambito/locales?id=${terminal.idlocal}`);
  const company = await call<{ idgrupo: number }>(s, 'GET', `/v1/ambito/empresas?id=${station.idempresa}`);
  const { clave } = await call<{ clave: string }>(s, 'POST', '/v1/terminals/key', { id: terminal.id });
  return { ...terminal, idgrupo: company.idgrupo, key: clave };
}

export type DemoCard = {
  idvehiculo: number;
  idcliente: number;
  matricula: string;
  pan: string;
  pin: string;
  controlkm: boolean;
  km: number;
  productos: number[];
};

/** The demo vehicles of a group whose cards the seed made (their numbers derive from the vehicle's id). */
export async function demoCards(s: Staff, idgrupo: number): Promise<DemoCard[]> {
  const cards: DemoCard[] = [];
  let cursor: string | undefined;
  do {
    const page = await call<{ nextCursor?: string; vehicles: Record<string, never>[] }>(
      s,
      'GET',
      `/v1/vehicles?idgrupo=${idgrupo}&limit=500${cursor ? `&cursor=${cursor}` : ''}`,
    );
    for (const v of page.vehicles as unknown as {
      id: number;
      idcliente: number;
      matricula: string;
      tarjeta: string;
      controlkm: boolean;
      kmactual: number | null;
      productos: number[];
    }[]) {
      const pan = demoCardNumber(v.id);
      if (v.tarjeta !== maskCardNumber(pan)) continue;
      cards.push({
        idvehiculo: v.id,
        idcliente: v.idcliente,
        matricula: v.matricula,
        pan,
        pin: DEMO_PIN,
        controlkm: v.controlkm,
        km: v.kmactual ?? 0,
        productos: v.productos,
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
}

export type Product = { idproducto: number; codigo: string; descripcion: string; unidad: string };

export async function groupProducts(s: Staff, idgrupo: number): Promise<Product[]> {
  return rowsOf<Product & { activo: boolean }>(
    await call(s, 'GET', `/v1/products?idgrupo=${idgrupo}&limit=500`),
  ).filter((p) => p.activo);
}

export type AuthAnswer = {
  idoperacion: number;
  resultado: 'aprobada' | 'denegada';
  motivo: string;
  importeautorizado: number;
};

/** The three calls of the endpoint, with the terminal's key. */
export function terminalClient(base: string, key: string) {
  const post = async <T>(path: string, body: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${base}/api/v1/authorize${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-terminal-key': key },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    authorize: (body: {
      tarjeta: string;
      pin?: string;
      km?: number;
      productos: { idproducto: number; cantidad?: number }[];
      importe: number;
    }) => post<AuthAnswer>('', body),
    complete: (
      idoperacion: number,
      lineas: { idproducto: number; cantidad: number; precio: number; importe: number }[],
    ) => post<{ total: number; idticket: number }>('/complete', { idoperacion, lineas }),
    cancel: (idoperacion: number) => post<{ estado: string }>('/cancel', { idoperacion }),
  };
}

/** A sale of `importe` euros at `precio` €/l: litres with 2 decimals, the amount they make. */
export function saleLine(idproducto: number, importe: number, precio: number) {
  const cantidad = Math.floor((importe / precio) * 100) / 100;
  return { idproducto, cantidad, precio, importe: Math.round(cantidad * precio * 100) / 100 };
}
