import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { companies, stations, tickets } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { formatEuros, vatBreakdown } from './ticket-pdf';

const { t } = useTestApp();

const pdf = (id: number | string, headers = t.admin) =>
  t.app.inject({ method: 'GET', url: `/api/tickets/getpdf/${id}`, headers });

/** The text of a PDF, with the non-breaking spaces of es-ES formatting as plain spaces. */
async function textOf(body: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\u00a0|\u202f/g, ' ');
}

/** A ticket of a station in (or out of) the operator's group. */
async function ticketOf(inGroup: boolean) {
  const [row] = await t.db
    .select({ ticket: tickets, station: stations })
    .from(tickets)
    .innerJoin(stations, eq(stations.idlocal, tickets.idlocal))
    .innerJoin(companies, eq(companies.idempresa, stations.idempresa))
    .where(
      and(
        inGroup ? eq(companies.idgrupo, t.operatorGroup) : sql`${companies.idgrupo} <> ${t.operatorGroup}`,
        isNotNull(tickets.idcliente),
        isNotNull(tickets.km),
        // One VAT rate (fuel only): its breakdown is the ticket's own base and VAT.
        sql`not exists (select 1 from jsonb_array_elements(${tickets.lineas}) l where (l->>'iva')::int <> 21)`,
      ),
    )
    .limit(1);
  return row!;
}

describe('ticket PDF', () => {
  it('is a real PDF naming the station, the number, the lines, the VAT breakdown and the total in es-ES', async () => {
    const { ticket, station } = await ticketOf(true);
    // A total with thousands makes the es-ES formatting visible (45,67 €; 1234,56 € has no separator in es-ES).
    await t.db.update(tickets).set({ total: 45.67, base: 37.74, iva: 7.93 }).where(eq(tickets.id, ticket.id));
    const res = await pdf(ticket.id, t.operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="ticket-${ticket.numero}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    expect(text).toContain('45,67 €');
    expect(text).toContain(station.local);
    expect(text).toContain(ticket.numero);
    expect(text).toContain(ticket.lineas[0]!.producto);
    expect(text).toContain('Desglose de IVA');
    expect(text).toContain('37,74 €');
    expect(text).toContain('7,93 €');
    expect(text).toContain('21 %');
    expect(text).toContain(`Matrícula: ${ticket.matricula}`);
    expect(text).toMatch(/Forma de pago: Tarjeta cliente/);
    // Date and time as in Madrid, dd/mm/aaaa.
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(ticket.fecha);
    expect(text).toContain(madrid);
  });

  it('answers 404 errorCode 6 for a missing ticket and 400 for a junk id', async () => {
    const missing = await pdf(999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe(6);
    const junk = await pdf('abc');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errorCode).toBe(1);
  });

  it('refuses a ticket of a station outside the user’s scope with 403 errorCode 5', async () => {
    const { ticket } = await ticketOf(false);
    const res = await pdf(ticket.id, t.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe(5);
    expect((await pdf(ticket.id)).statusCode).toBe(200);
  });

  it('breaks VAT down by rate, keeping the stored figures when there is one rate', () => {
    const line = (importe: number, iva: number) => ({
      producto: 'x',
      cantidad: 1,
      precio: importe,
      descuento: 0,
      importe,
      iva,
    });
    expect(vatBreakdown({ lineas: [line(12.1, 21)], base: 10, iva: 2.1 })).toEqual([
      { tipo: 21, base: 10, cuota: 2.1 },
    ]);
    expect(vatBreakdown({ lineas: [line(12.1, 21), line(11, 10)], base: 0, iva: 0 })).toEqual([
      { tipo: 10, base: 10, cuota: 1 },
      { tipo: 21, base: 10, cuota: 2.1 },
    ]);
    expect(formatEuros(45.67).replace(/\u00a0/g, ' ')).toBe('45,67 €');
  });
});
