import { codeProblem, formatCode } from '@ac/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { groups, scheduledRuns, vouchers } from '../../db/schema';
import { addDays, madridToday } from '../../lib/dates';
import { expectInvalid, useTestApp } from '../../test/build-app';
import { getSettings } from '../configuracion/settings.service';
import { runVoucherExpiry } from './expiry';

const { t, get, send, auditOf } = useTestApp();

type Voucher = {
  id: number;
  codigo: string;
  saldo: number;
  estado: string;
  version: number;
  idgrupo: number;
};

async function issue(cantidad = 3, importe = 25, extra: object = {}) {
  const res = await send('POST', '/api/v1/vouchers/batch', {
    idgrupo: t.operatorGroup,
    cantidad,
    importe,
    descripcion: 'Prueba',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { idlote: number; fechacaducidad: string; vouchers: Voucher[] };
}

describe('vouchers', () => {
  it('lists the work area newest first, by state and code', async () => {
    const res = (await get(`/api/v1/vouchers?idgrupo=${t.operatorGroup}&limit=50`)).json();
    expect(res.vouchers.length).toBeGreaterThan(5);
    const states = new Set(res.vouchers.map((v: Voucher) => v.estado));
    expect(states.has('caducado') || states.has('canjeado')).toBe(true);
    const anulados = (await get('/api/v1/vouchers?estado=anulado')).json().vouchers as Voucher[];
    expect(anulados.every((v) => v.estado === 'anulado')).toBe(true);
    const one = res.vouchers[0] as Voucher;
    const found = (await get(`/api/v1/vouchers?q=${one.codigo.slice(0, 6)}`)).json().vouchers as Voucher[];
    expect(found.map((v) => v.id)).toContain(one.id);
    // Typed as printed (groups with hyphens, lower case): the same voucher.
    const printed = encodeURIComponent(formatCode(one.codigo).toLowerCase());
    const same = (await get(`/api/v1/vouchers?q=${printed}`)).json().vouchers as Voucher[];
    expect(same.map((v) => v.id)).toEqual([one.id]);
    expectInvalid(await get('/api/v1/vouchers?estado=perdido'), { estado: expect.any(String) });
  });

  it('issues a batch with unique checked codes, the account expiry by default, history and audit', async () => {
    const customer = (await get(`/api/v1/customers?idgrupo=${t.operatorGroup}&limit=1`)).json().customers[0];
    const batch = await issue(5, 25, { idcliente: customer.id });
    expect(batch.vouchers).toHaveLength(5);
    for (const v of batch.vouchers) {
      expect(codeProblem(v.codigo)).toBe('');
      expect(v).toMatchObject({ saldo: 25, estado: 'emitido', idcliente: customer.id });
    }
    // The account's voucher expiry (Ajustes generales) from today.
    const [g] = await t.db.select().from(groups).where(eq(groups.idgrupo, t.operatorGroup));
    const { caducidadvalesdias } = await getSettings(t.db, g!.idcuentacomercial);
    expect(batch.fechacaducidad).toBe(addDays(madridToday(), caducidadvalesdias));
    const hist = (await get(`/api/v1/vouchers/history?id=${batch.vouchers[0]!.id}`)).json().history;
    expect(hist).toEqual([expect.objectContaining({ accion: 'emisión', estado: 'emitido', saldo: 25 })]);
    const audit = await auditOf('vale', `lote ${batch.idlote}`);
    expect(audit).toHaveLength(1);
  });

  it('refuses bad batches, naming the field', async () => {
    const post = (body: object) =>
      send('POST', '/api/v1/vouchers/batch', { idgrupo: t.operatorGroup, ...body });
    expectInvalid(await post({ cantidad: 0, importe: 10 }), { cantidad: 'Al menos 1 vale' });
    expectInvalid(await post({ cantidad: 501, importe: 10 }), { cantidad: expect.any(String) });
    expectInvalid(await post({ cantidad: 1, importe: 0 }), { importe: expect.any(String) });
    expectInvalid(await post({ cantidad: 1, importe: 10, fechacaducidad: '2020-01-01' }), {
      fechacaducidad: expect.any(String),
    });
    const foreign = (await get(`/api/v1/customers?idgrupo=${t.otherGroup}&limit=1`)).json().customers[0];
    expectInvalid(await post({ cantidad: 1, importe: 10, idcliente: foreign.id }), {
      idcliente: expect.any(String),
    });
  });

  it('redeems in part down to zero, never below, and says why it refuses', async () => {
    const [v] = (await issue(1, 25)).vouchers;
    const redeem = (importe: number, codigo = formatCode(v!.codigo).toLowerCase()) =>
      send('POST', '/api/v1/vouchers/redeem', { codigo, importe });
    const first = await redeem(10);
    expect(first.json()).toMatchObject({ saldo: 15, estado: 'canjeado parcial' });
    expectInvalid(await redeem(20), {
      importe: expect.stringMatching(/^Saldo insuficiente: al vale le quedan 15,00\s€$/),
    });
    // Two at once for 10 each on 15: one passes, the other is refused; the balance never goes below zero.
    // (On PostgreSQL the app's pool runs them on two connections at once.)
    const both = await Promise.all([redeem(10), redeem(10)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, v!.id));
    expect(row).toMatchObject({ saldo: 5, estado: 'canjeado parcial' });
    expect((await redeem(5)).json()).toMatchObject({ saldo: 0, estado: 'canjeado' });
    expectInvalid(await redeem(1), { codigo: 'El vale ya se canjeó por completo' });
    const hist = (await get(`/api/v1/vouchers/history?id=${v!.id}`)).json().history;
    expect(hist.map((h: { accion: string }) => h.accion)).toEqual(['emisión', 'canje', 'canje', 'canje']);
    // A typo is caught by the check character; an unknown valid code is not found.
    const typo = v!.codigo.slice(0, 3) + v!.codigo[4] + v!.codigo[3] + v!.codigo.slice(5);
    if (typo !== v!.codigo)
      expectInvalid(await redeem(1, typo), { codigo: expect.stringContaining('control') });
    expectInvalid(await redeem(1, 'AB'), { codigo: expect.any(String) });
  });

  it('cancels with a reason; a cancelled or expired voucher is refused with its reason', async () => {
    const [v] = (await issue(1, 30)).vouchers;
    expectInvalid(await send('PATCH', '/api/v1/vouchers/cancel', { id: v!.id }), {
      motivo: expect.any(String),
    });
    const res = await send('PATCH', '/api/v1/vouchers/cancel', {
      id: v!.id,
      version: v!.version,
      motivo: 'Entregado por error',
    });
    expect(res.json()).toMatchObject({ estado: 'anulado', motivoanulacion: 'Entregado por error' });
    expectInvalid(await send('PATCH', '/api/v1/vouchers/cancel', { id: v!.id, motivo: 'Otra vez' }), {
      id: 'El vale ya está anulado',
    });
    expectInvalid(await send('POST', '/api/v1/vouchers/redeem', { codigo: v!.codigo, importe: 1 }), {
      codigo: 'Vale anulado: Entregado por error',
    });
    const expired = (await get(`/api/v1/vouchers?estado=caducado&limit=1`)).json().vouchers[0] as Voucher;
    expectInvalid(await send('POST', '/api/v1/vouchers/redeem', { codigo: expired.codigo, importe: 1 }), {
      codigo: expect.stringMatching(/^Vale caducado el \d{2}\/\d{2}\/\d{4}$/),
    });
  });

  it('expires vouchers past their day once a day, with a history row', async () => {
    const [v] = (await issue(1, 10)).vouchers;
    await t.db.update(vouchers).set({ fechacaducidad: '2026-01-01' }).where(eq(vouchers.id, v!.id));
    await t.db.delete(scheduledRuns);
    const [a, b] = await Promise.all([runVoucherExpiry(t.db), runVoucherExpiry(t.db)]);
    expect([a, b].filter((x) => x === null)).toHaveLength(1);
    const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, v!.id));
    expect(row!.estado).toBe('caducado');
    const hist = (await get(`/api/v1/vouchers/history?id=${v!.id}`)).json().history;
    expect(hist.at(-1)).toMatchObject({ accion: 'caducidad', usuario: 'sistema' });
  });

  it('prints a batch as one PDF, a voucher that cannot be spent stamped as such', async () => {
    const batch = await issue(9, 15);
    await t.db.update(vouchers).set({ estado: 'anulado' }).where(eq(vouchers.id, batch.vouchers[0]!.id));
    const pdf = await get(`/api/v1/vouchers/pdf/${batch.idlote}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.match(/ANULADO: no se puede\s+canjear/g)).toHaveLength(1);
    // The others keep their validity; the annulled one has none to print.
    expect(text.match(/Válido hasta el/g)).toHaveLength(8);
    expect((await get('/api/v1/vouchers/pdf/999999')).statusCode).toBe(404);
  });

  it('the operator reads but writes nothing; another group is out of reach', async () => {
    const [v] = (await issue(1, 10)).vouchers;
    expect((await get(`/api/v1/vouchers?idgrupo=${t.operatorGroup}`, t.operator)).statusCode).toBe(200);
    expect((await get(`/api/v1/vouchers?idgrupo=${t.otherGroup}`, t.operator)).json().errorCode).toBe(5);
    const writes = [
      send(
        'POST',
        '/api/v1/vouchers/batch',
        { idgrupo: t.operatorGroup, cantidad: 1, importe: 5 },
        t.operator,
      ),
      send('PATCH', '/api/v1/vouchers/cancel', { id: v!.id, motivo: 'Intento' }, t.operator),
      send('POST', '/api/v1/vouchers/redeem', { codigo: v!.codigo, importe: 1 }, t.operator),
    ];
    for (const res of await Promise.all(writes)) expect(res.json().errorCode).toBe(4);
  });
});
