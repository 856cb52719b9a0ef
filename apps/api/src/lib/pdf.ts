import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

/** An A4 document (standard Helvetica: WinAnsi covers Spanish and €) and the promise of its bytes. */
export function newPdf(info: { Title: string; Author?: string; Subject?: string }, margin = 50) {
  // Pages are kept until the end, so that `pageNumbers` can write "de M" on each.
  const doc = new PDFDocument({ size: 'A4', margin, info, bufferPages: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A file name of safe characters only (a ticket number or a code may hold others). */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_');

/** A PDF shown in the browser, never cached: it holds a customer's data. */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${safeFileName(name)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const madridDay = { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' } as const;
/** A moment as documents print it: dd/mm/aaaa, hh:mm in Madrid (a receipt adds the seconds). */
export const madridMinute = { ...madridDay, hour: '2-digit', minute: '2-digit' } as const;
const dayFormat = new Intl.DateTimeFormat('es-ES', madridDay);
const timeFormat = new Intl.DateTimeFormat('es-ES', madridMinute);

/** es-ES figures and Madrid dates for documents. */
export const docFormat = {
  euros: (v: number) => euros.format(v),
  /** "1234,56": a CSV cell a Spanish spreadsheet reads as a number. */
  decimal: (v: number) => v.toFixed(2).replace('.', ','),
  day: (d: Date | string) =>
    typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)
      ? d.split('-').reverse().join('/')
      : dayFormat.format(new Date(d)),
  /** "31/08/2026 21:15": without es-ES's comma, which keeps a spreadsheet from reading it as a date. */
  dateTime: (d: Date) => timeFormat.format(d).replace(', ', ' '),
};

export type PdfColumn = { title: string; w: number; align?: 'left' | 'right' };

/** The width between the page's side margins. */
export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** One row of text cells in columns (fractions of the page width); the next row starts below its tallest cell. */
export function pdfRow(
  doc: PDFKit.PDFDocument,
  cols: PdfColumn[],
  cells: string[],
  { bold = false, size = 9 } = {},
) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  let x = left;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  cells.forEach((c, i) => {
    const w = cols[i]!.w * width;
    doc.text(c, x, y, { width: w - 4, align: cols[i]!.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += w;
  });
  doc.x = left;
  doc.y = bottom + 2;
}

/** A thin grey line across the page, `gap` points above what follows. */
export function pdfRule(doc: PDFKit.PDFDocument, gap = 3) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
  doc.y += gap;
}

/**
 * Rows of text cells in fixed-width columns (fractions of the page width), a new page when full; each
 * new page starts with `continued` (whose document it is) and the column titles again.
 */
export function pdfTable(doc: PDFKit.PDFDocument, cols: PdfColumn[], rows: string[][], continued?: string) {
  const titles = () => {
    pdfRow(
      doc,
      cols,
      cols.map((c) => c.title),
      { bold: true },
    );
    pdfRule(doc);
  };
  titles();
  for (const r of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) {
      doc.addPage();
      if (continued)
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor('#444444')
          .text(continued)
          .fillColor('#000000')
          .moveDown(0.5);
      titles();
    }
    pdfRow(doc, cols, r);
  }
}

/** "Página N de M" at the foot of every page; the document must buffer its pages (`newPdf`). */
export function pageNumbers(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin: lift it so PDFKit does not start another page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(`Página ${i - start + 1} de ${count}`, doc.page.margins.left, doc.page.height - bottom / 2, {
        width: contentWidth(doc),
        align: 'right',
      });
    doc.page.margins.bottom = bottom;
  }
}
