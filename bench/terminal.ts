// A station's terminal as the authorising centre sees it: the pieces `npm run simulate` and
// `npm run bench:authorize` share. Everything goes through the API of a running server.
import net from 'node:net';
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
      matricula?: string;
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

type Answer = { status: number; body: string };

/** One keep-alive connection: a request at a time, its answer read by its content-length. */
class Connection {
  readonly socket: net.Socket;
  closed = false;
  private buffer: Buffer = Buffer.alloc(0);
  private pending?: { resolve: (a: Answer) => void; reject: (e: Error) => void };

  constructor(host: string, port: number) {
    this.socket = net.connect(port, host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => {
      this.closed = true;
      this.fail(new Error('El servidor cerró la conexión'));
    });
  }

  send(text: string) {
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(text);
    });
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error('Respuesta sin content-length'));
    const total = end + 4 + Number(length[1]);
    if (this.buffer.length < total) return;
    const answer = { status: Number(head.slice(9, 12)), body: this.buffer.toString('utf8', end + 4, total) };
    this.buffer = this.buffer.subarray(total);
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(answer);
  }

  private fail(err: Error) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(err);
  }
}

/**
 * A lean keep-alive HTTP/1.1 client for load loops: a connection per request in flight, each request
 * written in one piece and its answer read by its content-length. The generator shares the two cores
 * with the server, so its own cost is kept low (Node's http client and fetch cost several times more).
 */
export function httpClient(base: string) {
  const { hostname, port } = new URL(base);
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const request = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> => {
    let connection = idle.pop();
    while (connection?.closed) connection = idle.pop();
    if (!connection) {
      connection = new Connection(hostname, Number(port));
      all.add(connection);
    }
    let text = `${method} ${url} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
    for (const [k, v] of Object.entries(headers)) text += `${k}: ${v}\r\n`;
    text += body === undefined ? '\r\n' : `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await connection.send(text);
    idle.push(connection);
    return answer;
  };
  return {
    request,
    destroy: () => {
      for (const c of all) c.socket.destroy();
    },
  };
}
export type Request = ReturnType<typeof httpClient>['request'];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** `connections` loops of `step` for `seconds`: requests per second of the timed calls, p50 and p99. */
export async function loadLoop(
  connections: number,
  seconds: number,
  step: (timed: <T>(fn: () => Promise<T>) => Promise<T>) => Promise<void>,
) {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const timed = async <T>(fn: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await fn();
    latencies.push(performance.now() - t0);
    return out;
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await step(timed);
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    n: latencies.length,
  };
}

/**
 * The authorisation mix of the benchmarks, over a group's demo cards: authorise (1 in 20 with a wrong
 * PIN; amounts that leave room for many approvals, some partial, some denied by a limit), then complete
 * what was approved. `step` is one authorisation (timed) and its sale; `tally` counts the answers.
 */
export function authorizationMix(request: Request, key: string, cards: DemoCard[], fuel: Product) {
  const headers = { 'content-type': 'application/json', 'x-terminal-key': key };
  const tally = new Map<string, number>();
  const km = new Map(cards.map((c) => [c.idvehiculo, c.km]));
  const count = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
  let completed = 0;
  const step = async (timed: <T>(fn: () => Promise<T>) => Promise<T>) => {
    const card = cards[Math.floor(Math.random() * cards.length)]!;
    const reading = (km.get(card.idvehiculo) ?? 0) + 20;
    const importe = Math.round((5 + Math.random() * 45) * 100) / 100;
    const body = JSON.stringify({
      tarjeta: card.pan,
      pin: Math.random() < 0.05 ? '0000' : card.pin,
      matricula: card.matricula,
      km: reading,
      productos: [{ idproducto: fuel.idproducto }],
      importe,
    });
    const res = await timed(() => request('POST', '/api/v1/authorize', headers, body));
    if (res.status !== 200) {
      count(`error ${res.status}`);
      return;
    }
    const a = JSON.parse(res.body) as AuthAnswer;
    count(a.resultado === 'aprobada' ? 'aprobada' : a.motivo);
    if (a.resultado !== 'aprobada') return;
    km.set(card.idvehiculo, reading);
    const done = await request(
      'POST',
      '/api/v1/authorize/complete',
      headers,
      JSON.stringify({
        idoperacion: a.idoperacion,
        lineas: [saleLine(fuel.idproducto, a.importeautorizado, 1.459)],
      }),
    );
    if (done.status === 200) completed++;
  };
  return { step, tally, completed: () => completed };
}

/** A terminal of the demo data ready to authorise: its key, its group's demo cards and diesel. */
export async function authorizationSetup(base: string) {
  const staff = await staffLogin(base);
  const terminal = await registerTerminal(staff);
  const cards = await demoCards(staff, terminal.idgrupo);
  const fuel = (await groupProducts(staff, terminal.idgrupo)).find((p) => p.codigo === 'GOA');
  if (!fuel || !cards.length) throw new Error(`El grupo ${terminal.idgrupo} no tiene gasóleo A o tarjetas`);
  return { terminal, cards, fuel };
}
