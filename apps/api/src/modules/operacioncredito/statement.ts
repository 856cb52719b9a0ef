import { docFormat, newPdf, pageNumbers, pdfTable } from '../../lib/pdf';

/** Most movements one statement lists: a longer period is asked for in parts. */
export const STATEMENT_CAP = 5_000;

export type StatementData = {
  customer: { codigo: number; nombre: string; nif: string };
  datesince: string;
  dateto: string;
  /** Risk before the first day (euros). */
  opening: number;
  moves: {
    fecha: Date;
    tipo: string;
    importe: number;
    concepto: string;
    local: string | null;
    idticket: number | null;
    /** The ticket's number, as printed on it. */
    ticket?: string | null;
  }[];
};

const TYPE_LABEL: Record<string, string> = { cargo: 'Cargo', abono: 'Abono', pago: 'Pago' };

/** Each movement with the balance after it, in cents so the running sum stays exact. */
export function statementLines(data: StatementData) {
  let cents = Math.round(data.opening * 100);
  const lines = data.moves.map((m) => {
    const amount = Math.round(m.importe * 100) * (m.tipo === 'cargo' ? 1 : -1);
    cents += amount;
    return { ...m, signed: amount / 100, saldo: cents / 100 };
  });
  return { lines, closing: cents / 100 };
}

const csvQuote = (s: string) => {
  // A text starting = + - @ would run as a formula: an apostrophe keeps it text; a number stays a number.
  const text = /^[=+\-@\t\r]/.test(s) && !/^-?\d+(,\d+)?$/.test(s) ? `'${s}` : s;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** `;`-separated with a BOM, decimal comma: what a Spanish spreadsheet opens as it is. */
export function renderStatementCsv(data: StatementData): string {
  const { lines, closing } = statementLines(data);
  const rows = [
    ['Fecha', 'Tipo', 'Concepto', 'Estación', 'Ticket', 'Importe', 'Saldo'],
    ['', '', 'Saldo inicial', '', '', '', docFormat.decimal(data.opening)],
    ...lines.map((l) => [
      docFormat.dateTime(l.fecha),
      TYPE_LABEL[l.tipo] ?? l.tipo,
      l.concepto,
      l.local ?? '',
      l.ticket ?? (l.idticket ? String(l.idticket) : ''),
      docFormat.decimal(l.signed),
      docFormat.decimal(l.saldo),
    ]),
    ['', '', 'Saldo final', '', '', '', docFormat.decimal(closing)],
  ];
  return `\uFEFF${rows.map((r) => r.map(csvQuote).join(';')).join('\r\n')}\r\n`;
}

export async function renderStatementPdf(data: StatementData): Promise<Buffer> {
  const { lines, closing } = statementLines(data);
  const { doc, done } = newPdf({
    Title: `Extracto de ${data.customer.nombre}`,
    Subject: 'Extracto de crédito',
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Extracto de crédito');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Cliente: ${data.customer.codigo} · ${data.customer.nombre} · NIF ${data.customer.nif}`);
  doc.text(`Periodo: del ${docFormat.day(data.datesince)} al ${docFormat.day(data.dateto)}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Saldo inicial: ${docFormat.euros(data.opening)}`);
  doc.moveDown(0.5);
  pdfTable(
    doc,
    [
      { title: 'Fecha', w: 0.15 },
      { title: 'Tipo', w: 0.07 },
      { title: 'Concepto', w: 0.24 },
      { title: 'Estación', w: 0.17 },
      // The ticket the customer holds, to match each charge with it.
      { title: 'Ticket', w: 0.13 },
      { title: 'Importe', w: 0.12, align: 'right' },
      { title: 'Saldo', w: 0.12, align: 'right' },
    ],
    lines.map((l) => [
      docFormat.dateTime(l.fecha),
      TYPE_LABEL[l.tipo] ?? l.tipo,
      l.concepto,
      l.local ?? '',
      l.ticket ?? '',
      docFormat.euros(l.signed),
      docFormat.euros(l.saldo),
    ]),
    `Extracto de crédito · ${data.customer.codigo} · ${data.customer.nombre} · del ${docFormat.day(data.datesince)} al ${docFormat.day(data.dateto)} (continuación)`,
  );
  doc.moveDown();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Saldo final: ${docFormat.euros(closing)}`, left, doc.y, {
      width,
      align: 'right',
    });
  if (!lines.length) doc.font('Helvetica').fontSize(10).text('Sin movimientos en el periodo.', left);
  pageNumbers(doc);
  doc.end();
  return done;
}
