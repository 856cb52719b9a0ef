import { formatCode } from '@ac/shared';
import qrcode from 'qrcode-generator';
import { docFormat, newPdf } from '../../lib/pdf';

export type VouchersPdfData = {
  issuer: string;
  holder: string | null;
  descripcion: string;
  vouchers: { codigo: string; importe: number; saldo: number; fechacaducidad: string; estado: string }[];
};

/** A QR code of `text` drawn as squares at (x, y), `size` points wide. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Alphanumeric');
  qr.make();
  const n = qr.getModuleCount();
  const cell = size / n;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fillColor('#000000').fill();
}

/** What a voucher that cannot be spent any more is stamped with. */
const UNUSABLE: Record<string, string> = { anulado: 'ANULADO', canjeado: 'CANJEADO', caducado: 'CADUCADO' };

/** A red word across the square where the QR code would be. */
function stamp(doc: PDFKit.PDFDocument, word: string, x: number, y: number, size: number) {
  doc
    .save()
    .lineWidth(2)
    .strokeColor('#c92a2a')
    .rect(x, y, size, size)
    .stroke()
    .font('Helvetica-Bold')
    .fontSize(size / 6)
    .fillColor('#c92a2a')
    .text(word, x, y + size / 2 - size / 12, { width: size, align: 'center' })
    .restore();
}

/** A sheet of vouchers, 2 × 4 per A4 page, each with its code as text and as a QR, cut lines between. */
export async function renderVouchersPdf(data: VouchersPdfData): Promise<Buffer> {
  const { doc, done } = newPdf({ Title: `Vales ${data.issuer}`, Author: data.issuer, Subject: 'Vales' }, 30);
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const w = (doc.page.width - left * 2) / 2;
  const h = (doc.page.height - top * 2) / 4;
  data.vouchers.forEach((v, i) => {
    const slot = i % 8;
    if (i > 0 && slot === 0) doc.addPage();
    const x = left + (slot % 2) * w;
    const y = top + Math.floor(slot / 2) * h;
    doc
      .save()
      .dash(3, { space: 3 })
      .lineWidth(0.5)
      .strokeColor('#999999')
      .rect(x, y, w, h)
      .stroke()
      .restore();
    const pad = 12;
    const qrSize = Math.min(h - pad * 2 - 14, w * 0.4);
    // A voucher that can no longer be spent is stamped as such and has no code to scan.
    const spent = UNUSABLE[v.estado];
    if (spent) stamp(doc, spent, x + w - pad - qrSize, y + pad, qrSize);
    else drawQr(doc, v.codigo, x + w - pad - qrSize, y + pad, qrSize);
    const textW = w - qrSize - pad * 3;
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(data.issuer, x + pad, y + pad, { width: textW });
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    if (data.holder) doc.text(data.holder, { width: textW });
    if (data.descripcion) doc.text(data.descripcion, { width: textW });
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor('#000000')
      .text(docFormat.euros(v.importe), {
        width: textW,
      });
    doc.font('Helvetica').fontSize(9).fillColor('#444444');
    if (!spent) doc.text(`Válido hasta el ${docFormat.day(v.fechacaducidad)}`, { width: textW });
    if (spent)
      doc.font('Helvetica-Bold').fillColor('#c92a2a').text(`${spent}: no se puede canjear`, { width: textW });
    else if (v.estado !== 'emitido')
      doc.text(`Estado: ${v.estado} · saldo ${docFormat.euros(v.saldo)}`, { width: textW });
    doc
      .font('Courier-Bold')
      .fontSize(13)
      .fillColor('#000000')
      .text(formatCode(v.codigo), x + pad, y + h - pad - 14, { width: w - pad * 2, align: 'left' });
  });
  if (!data.vouchers.length) doc.font('Helvetica').fontSize(12).text('El lote no tiene vales.');
  doc.end();
  return done;
}
