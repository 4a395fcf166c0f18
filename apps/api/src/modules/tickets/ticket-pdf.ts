import {
  formatMoney,
  translate,
  TRANSPORT_MESSAGES,
  type Language,
  type MessageValues,
  type Ticket,
  type TransportMessageName,
} from '@dala/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** The PDF's texts: `transport.ticketPdf…` keys of the catalog. */
type TicketPdfText = Extract<TransportMessageName, `ticketPdf${string}`>;

/**
 * The printable ticket: an A5 page with every item LATRA's guidance lists (passenger, vehicle plate,
 * date and time of travel, boarding and final stations, fare paid, the operator's name, address and
 * phones, the ticket number) and the signed QR drawn as vector squares (sharp at any print size).
 * Built-in Helvetica: nothing is read from disk but pdfkit's own font metrics.
 */
export async function ticketPdf(ticket: Ticket, language: Language): Promise<Buffer> {
  const text = (name: TicketPdfText, values?: MessageValues) =>
    translate(language, TRANSPORT_MESSAGES[name], values);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: text('ticketPdfTitle', { number: ticket.display }), Author: 'Dala Rides' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0f766e').text('Dala Rides', left, 36);
  doc.font('Helvetica').fontSize(9).fillColor('#57534e').text(text('ticketPdfHeading'), left, 56);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c1917').text(ticket.display, left, 36, {
    width,
    align: 'right',
  });
  if (ticket.status === 'cancelled') {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text(text('ticketPdfCancelled'), left, 58, {
      width,
      align: 'right',
    });
  }
  doc
    .moveTo(left, 76)
    .lineTo(left + width, 76)
    .strokeColor('#e7e5e4')
    .stroke();

  const rows: [string, string][] = [
    [text('ticketPdfPassenger'), ticket.passenger.name],
    [text('ticketPdfSeat'), ticket.seat],
    [
      text('ticketPdfDateTime'),
      text('ticketPdfWhen', { date: ticket.travel_date, time: ticket.travel_time }),
    ],
    [text('ticketPdfFrom'), [ticket.from.place, ticket.from.point].filter(Boolean).join(', ')],
    [text('ticketPdfTo'), [ticket.to.place, ticket.to.point].filter(Boolean).join(', ')],
    [text('ticketPdfVehicle'), ticket.vehicle.plate],
    [text('ticketPdfFare'), formatMoney(ticket.fare_tzs, 'TZS')],
    [text('ticketPdfOperator'), ticket.operator.company_name],
    [text('ticketPdfAddress'), ticket.operator.address ?? '—'],
    [text('ticketPdfPhone'), ticket.operator.phones.join(', ') || '—'],
    [text('ticketPdfBooking'), ticket.booking_reference],
  ];
  let y = 88;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor('#78716c').text(label, left, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#1c1917')
      .text(value, left + 95, y, { width: width - 95 });
    y = Math.max(doc.y, y + 14) + 4;
  }

  // The QR as filled squares: one per dark module, with a four-module quiet zone.
  const qr = QRCode.create(ticket.qr_text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = Math.min(200, width);
  const cell = side / (size + 8);
  const x0 = left + (width - side) / 2;
  const y0 = y + 8;
  doc.rect(x0, y0, side, side).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) doc.rect(x0 + (col + 4) * cell, y0 + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#57534e')
    .text(text('ticketPdfScanHint'), left, y0 + side + 8, {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
