import type { TicketLine } from '../../db/schema';
import { madridMinute, newPdf, pdfRow, pdfRule } from '../../lib/pdf';

export type TicketPdfData = {
  numero: string;
  fecha: Date;
  /** Euros. */
  base: number;
  iva: number;
  total: number;
  formapago: string;
  matricula: string;
  km: number | null;
  lineas: TicketLine[];
  station: {
    local: string;
    direccion: string;
    codigopostal: string;
    poblacion: string;
    provincia: string;
    telefono: string;
  };
  company?: { empresa: string; nif: string };
  customer?: { codigo: number; nombre: string; nif: string };
};

const money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const price = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const qty = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
const pct = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const when = new Intl.DateTimeFormat('es-ES', { ...madridMinute, second: '2-digit' });

/** "45,67 €" (es-ES, with the usual non-breaking space). */
export const formatEuros = (euros: number) => money.format(euros);
export const formatTicketDate = (d: Date) => when.format(d);

/**
 * VAT breakdown by rate. Line amounts include VAT; with one rate the ticket's stored base and quota are used
 * as they are, so the document never disagrees with the ticket by a cent.
 */
export function vatBreakdown(t: Pick<TicketPdfData, 'lineas' | 'base' | 'iva'>) {
  const gross = new Map<number, number>();
  for (const l of t.lineas) gross.set(l.iva, (gross.get(l.iva) ?? 0) + Math.round(l.importe * 100));
  const rates = [...gross.keys()].sort((a, b) => a - b);
  if (rates.length === 1) return [{ tipo: rates[0]!, base: t.base, cuota: t.iva }];
  // Computed in cents so base and quota add up to the gross exactly.
  return rates.map((tipo) => {
    const g = gross.get(tipo)!;
    const base = Math.round(g / (1 + tipo / 100));
    return { tipo, base: base / 100, cuota: (g - base) / 100 };
  });
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The ticket as a one-page PDF with the standard Helvetica (WinAnsi covers Spanish and €). */
export function renderTicketPdf(t: TicketPdfData): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: `Ticket ${t.numero}`,
    Author: t.station.local,
    Subject: 'Ticket de venta',
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Header: the station and its company.
  doc.font('Helvetica-Bold').fontSize(16).text(t.station.local, { width });
  doc.font('Helvetica').fontSize(10);
  if (t.company) doc.text(`${t.company.empresa}${t.company.nif ? ` · NIF ${t.company.nif}` : ''}`);
  if (t.station.direccion) doc.text(t.station.direccion);
  const town = [t.station.codigopostal, t.station.poblacion].filter(Boolean).join(' ');
  const place =
    [town, t.station.provincia].filter(Boolean).join(' (') + (t.station.provincia && town ? ')' : '');
  if (place) doc.text(place);
  if (t.station.telefono) doc.text(`Tel. ${t.station.telefono}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text(`Ticket n.º ${t.numero}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Fecha: ${formatTicketDate(t.fecha)}`);
  if (t.customer) doc.text(`Cliente: ${t.customer.codigo} · ${t.customer.nombre} · NIF ${t.customer.nif}`);
  if (t.matricula) doc.text(`Matrícula: ${t.matricula}`);
  if (t.km !== null) doc.text(`Kilómetros: ${qty.format(t.km)}`);
  doc.moveDown();

  // Lines.
  const cols = [
    { title: 'Producto', w: 0.34, align: 'left' as const },
    { title: 'Cantidad', w: 0.14, align: 'right' as const },
    { title: 'Precio', w: 0.16, align: 'right' as const },
    { title: 'Descuento', w: 0.16, align: 'right' as const },
    { title: 'Importe', w: 0.2, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => pdfRow(doc, cols, cells, { bold, size: 10 });
  const rule = () => pdfRule(doc, 4);
  row(
    cols.map((c) => c.title),
    true,
  );
  rule();
  for (const l of t.lineas) {
    row([
      l.producto,
      qty.format(l.cantidad),
      price.format(l.precio),
      l.descuento ? money.format(l.descuento) : '—',
      money.format(l.importe),
    ]);
  }
  rule();
  doc.moveDown(0.5);

  // VAT breakdown.
  const vat = [
    { title: 'Base imponible', w: 0.4 },
    { title: 'Tipo', w: 0.2 },
    { title: 'Cuota', w: 0.4 },
  ];
  const vatRow = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left + width * 0.4;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((c, i) => {
      const w = vat[i]!.w * width * 0.6;
      doc.text(c, x, y, { width: w - 4, align: 'right' });
      x += w;
    });
    doc.x = left;
    doc.y = Math.max(doc.y, y + 12) + 2;
  };
  doc.font('Helvetica-Bold').text('Desglose de IVA', left);
  vatRow(
    vat.map((v) => v.title),
    true,
  );
  for (const v of vatBreakdown(t))
    vatRow([formatEuros(v.base), `${pct.format(v.tipo)} %`, formatEuros(v.cuota)]);
  doc.moveDown();

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`TOTAL: ${formatEuros(t.total)}`, left, doc.y, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Forma de pago: ${capital(t.formapago)}`, left, doc.y, {
      width,
      align: 'right',
    });
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555555').text('IVA incluido. Gracias por su visita.', left, doc.y, {
    width,
    align: 'center',
  });

  doc.end();
  return done;
}
