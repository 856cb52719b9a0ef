import { describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema';
import { expectInvalid, madridDay, scopedWriter, useTestApp } from '../../test/build-app';
import { recordCreditMovement } from './credit.service';

const { t, get, send, auditOf } = useTestApp();

type Movement = {
  id: number;
  idcliente: number;
  fecha: string;
  tipo: string;
  importe: number;
  idlocal: number | null;
};

/** A credit customer of the operator's group with some movements. */
async function customerWithMovements(idgrupo = t.operatorGroup) {
  const page = (await get(`/api/v1/credit/movements?idgrupo=${idgrupo}&tipo=cargo&limit=1`)).json();
  return page.movements[0].idcliente as number;
}

describe('GET /v1/credit/movements', () => {
  it('lists the work area newest first, keyset-paged, with totals of the whole filter on the first page', async () => {
    const first = (await get(`/api/v1/credit/movements?idgrupo=${t.operatorGroup}&limit=20`)).json();
    expect(first.movements).toHaveLength(20);
    expect(first.totales.movimientos).toBeGreaterThan(20);
    // The list's count is the totals' own, exact (not "más de 1.000" beside 2.546 movements).
    expect(first).toMatchObject({ total: first.totales.movimientos, totalcapped: false });
    const dates = first.movements.map((m: Movement) => m.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (
      await get(`/api/v1/credit/movements?idgrupo=${t.operatorGroup}&limit=20&cursor=${first.nextCursor}`)
    ).json();
    expect(second.totales).toBeUndefined();
    const ids = new Set(first.movements.map((m: Movement) => m.id));
    expect(second.movements.some((m: Movement) => ids.has(m.id))).toBe(false);
    expect(second.movements[0].fecha <= dates.at(-1)).toBe(true);
  });

  it("totals a customer's movements to the risk its header shows", async () => {
    const id = await customerWithMovements();
    const res = (await get(`/api/v1/credit/movements?idcliente=${id}&limit=500`)).json();
    const { cargos, abonos, pagos, saldo } = res.totales;
    expect(saldo).toBeCloseTo(cargos - abonos - pagos, 2);
    const config = (await get(`/api/v1/customers/configuration?customerid=${id}`)).json();
    expect(config.riesgo).toBe(saldo);
    const balance = (await get(`/api/v1/credit/balances?idcliente=${id}`)).json().balances[0];
    expect(balance.riesgo).toBe(saldo);
    expect(balance.disponible).toBeCloseTo(balance.limitecredito - saldo, 2);
    // Codes repeat across groups: the balance names its customer's group.
    const customer = (await get(`/api/v1/customers?id=${id}`)).json();
    expect(customer.grupo).toBeTruthy();
    expect(balance.grupo).toBe(customer.grupo);
  });

  it('filters by station, type and dates (Madrid days)', async () => {
    const any = (await get(`/api/v1/credit/movements?tipo=cargo&limit=1`)).json().movements[0] as Movement;
    const byStation = (await get(`/api/v1/credit/movements?idlocal=${any.idlocal}&limit=100`)).json();
    expect(byStation.movements.every((m: Movement) => m.idlocal === any.idlocal && m.tipo === 'cargo')).toBe(
      true,
    );
    const day = new Date(any.fecha).toLocaleDateString('en-CA', { timeZone: 'Europe/Madrid' });
    const oneDay = (await get(`/api/v1/credit/movements?datesince=${day}&dateto=${day}&limit=500`)).json();
    expect(oneDay.movements.map((m: Movement) => m.id)).toContain(any.id);
    const pagos = (await get(`/api/v1/credit/movements?tipo=pago&limit=50`)).json();
    expect(pagos.totales.cargos).toBe(0);
    expect(pagos.totales.pagos).toBeGreaterThan(0);
  });

  it('refuses bad filters with the field and a Spanish reason', async () => {
    expectInvalid(await get('/api/v1/credit/movements?datesince=ayer'), { datesince: expect.any(String) });
    expectInvalid(await get('/api/v1/credit/movements?datesince=2026-02-10&dateto=2026-02-01'), {
      dateto: 'La fecha final es anterior a la inicial',
    });
    expectInvalid(await get('/api/v1/credit/movements?tipo=regalo'), { tipo: expect.any(String) });
    expectInvalid(await get('/api/v1/credit/movements?cursor=xyz'), { cursor: expect.any(String) });
  });

  it('keeps to the scope: another group is refused, lists never show it', async () => {
    const res = await get(`/api/v1/credit/movements?idgrupo=${t.otherGroup}`, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
    const foreign = await customerWithMovements(t.otherGroup);
    expect((await get(`/api/v1/credit/movements?idcliente=${foreign}`, t.operator)).json().errorCode).toBe(5);
    const own = (await get('/api/v1/credit/movements?limit=200', t.operator)).json();
    const groups = new Set<number>();
    for (const m of own.movements as Movement[]) groups.add(m.idcliente);
    const all = (await get(`/api/v1/credit/balances?idgrupo=${t.operatorGroup}&limit=500`)).json().balances;
    const ownIds = new Set(all.map((b: { id: number }) => b.id));
    expect([...groups].every((id) => ownIds.has(id))).toBe(true);
  });
});

describe('POST /v1/credit/movements/', () => {
  it('records a payment with its reason: the risk falls by its amount, audited', async () => {
    const id = await customerWithMovements();
    const before = (await get(`/api/v1/customers/configuration?customerid=${id}`)).json().riesgo;
    const res = await send('POST', '/api/v1/credit/movements/', {
      idcliente: id,
      tipo: 'pago',
      importe: 100.1,
      motivo: 'Transferencia recibida',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tipo: 'pago', importe: 100.1, concepto: 'Transferencia recibida' });
    expect(res.json().riesgo).toBeCloseTo(before - 100.1, 2);
    expect((await get(`/api/v1/customers/configuration?customerid=${id}`)).json().riesgo).toBe(
      res.json().riesgo,
    );
    const [audit] = await auditOf('movimientos_credito', res.json().id);
    expect(audit).toMatchObject({ accion: 'alta', motivo: 'Transferencia recibida', nivel: 'group' });
    // A credit note lowers it as well.
    const note = await send('POST', '/api/v1/credit/movements/', {
      idcliente: id,
      tipo: 'abono',
      importe: 0.01,
      motivo: 'Redondeo de factura',
    });
    expect(note.json().riesgo).toBeCloseTo(res.json().riesgo - 0.01, 2);
  });

  it('pays the whole risk once: a second payment of the risk seen before the first is told it changed', async () => {
    const id = await customerWithMovements();
    const riesgo = (await get(`/api/v1/customers/configuration?customerid=${id}`)).json().riesgo as number;
    expect(riesgo).toBeGreaterThan(0);
    const pay = () =>
      send('POST', '/api/v1/credit/movements/', {
        idcliente: id,
        tipo: 'pago',
        importe: riesgo,
        motivo: 'Pago de toda la deuda',
        riesgo,
      });
    const [a, b] = await Promise.all([pay(), pay()]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = (a.statusCode === 409 ? a : b).json();
    expect(refused.fields.importe).toBe(
      'El riesgo del cliente ha cambiado mientras tanto: ahora es 0,00\u00a0€. Revise el importe y vuelva a registrarlo.',
    );
    expect((await get(`/api/v1/customers/configuration?customerid=${id}`)).json().riesgo).toBe(0);
  });

  it('refuses a charge, a zero or negative amount, more than 2 decimals, no reason, an unknown customer', async () => {
    const id = await customerWithMovements();
    const post = (body: object) => send('POST', '/api/v1/credit/movements/', body);
    const base = { idcliente: id, tipo: 'pago', importe: 10, motivo: 'Pago' };
    expectInvalid(await post({ ...base, tipo: 'cargo' }), { tipo: expect.any(String) });
    expectInvalid(await post({ ...base, importe: 0 }), { importe: 'El importe debe ser mayor que 0' });
    expectInvalid(await post({ ...base, importe: -5 }), { importe: expect.any(String) });
    expectInvalid(await post({ ...base, importe: 1.234 }), { importe: 'Use como máximo 2 decimales' });
    expectInvalid(await post({ ...base, motivo: ' ' }), { motivo: expect.stringContaining('motivo') });
    expect((await post({ ...base, idcliente: 999_999 })).statusCode).toBe(404);
  });

  it('needs can_create_operacionescredito (the operator only reads) and the customer in scope', async () => {
    const id = await customerWithMovements();
    const res = await send(
      'POST',
      '/api/v1/credit/movements/',
      { idcliente: id, tipo: 'pago', importe: 5, motivo: 'Pago' },
      t.operator,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(4);
    const writer = await scopedWriter(t, t.operatorGroup);
    const foreign = await customerWithMovements(t.otherGroup);
    const out = await send(
      'POST',
      '/api/v1/credit/movements/',
      { idcliente: foreign, tipo: 'pago', importe: 5, motivo: 'Pago' },
      writer,
    );
    expect(out.json().errorCode).toBe(5);
  });
});

describe('GET /v1/credit/balances', () => {
  it('lists credit customers with risk against limit; excedidos only those over it', async () => {
    const res = (await get(`/api/v1/credit/balances?idgrupo=${t.operatorGroup}&limit=100`)).json();
    expect(res.balances.length).toBeGreaterThan(0);
    const over = (
      await get(`/api/v1/credit/balances?idgrupo=${t.operatorGroup}&excedidos=true&limit=500`)
    ).json();
    for (const b of over.balances) expect(b.riesgo).toBeGreaterThan(b.limitecredito);
    expectInvalid(await get('/api/v1/credit/balances?sort=riesgo'), { sort: expect.any(String) });
  });
});

describe('GET /v1/credit/statement', () => {
  it('gives the statement of a period as CSV (opening, movements, closing) and PDF', async () => {
    const id = await customerWithMovements();
    const today = madridDay();
    const since = madridDay(-40);
    const csv = await get(
      `/api/v1/credit/statement?idcliente=${id}&datesince=${since}&dateto=${today}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha;Tipo;Concepto;Estación;Ticket;Importe;Saldo');
    expect(lines[1]).toContain('Saldo inicial');
    expect(lines.at(-1)).toContain('Saldo final');
    const num = (cell: string) => Number(cell.replace(',', '.'));
    const opening = num(lines[1]!.split(';')[6]!);
    const sum = lines.slice(2, -1).reduce((s, l) => s + num(l.split(';')[5]!), 0);
    expect(num(lines.at(-1)!.split(';')[6]!)).toBeCloseTo(opening + sum, 2);
    // A moment a spreadsheet reads as one: dd/mm/aaaa hh:mm, no comma between.
    expect(lines[2]!.split(';')[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const pdf = await get(`/api/v1/credit/statement?idcliente=${id}&datesince=${since}&dateto=${today}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectInvalid(await get(`/api/v1/credit/statement?idcliente=${id}&datesince=${today}&dateto=${since}`), {
      dateto: expect.any(String),
    });
    const foreign = await customerWithMovements(t.otherGroup);
    expect(
      (
        await get(
          `/api/v1/credit/statement?idcliente=${foreign}&datesince=${since}&dateto=${today}`,
          t.operator,
        )
      ).json().errorCode,
    ).toBe(5);
  });
});

describe('recordCreditMovement', () => {
  it("gives a ticket's charge the ticket's station", async () => {
    const [ticket] = await t.db.select().from(tickets).limit(1);
    const row = await recordCreditMovement(t.db, {
      idcliente: await customerWithMovements(),
      tipo: 'cargo',
      importe: 12.34,
      concepto: 'Suministro',
      idticket: ticket!.id,
    });
    expect(row.idlocal).toBe(ticket!.idlocal);
  });
});
