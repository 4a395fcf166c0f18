import {
  formatMinorUnits,
  translate,
  type Currency,
  type Language,
  type MessageKey,
  type MessageValues,
  type Receipt,
} from '@dala/shared';
import PDFDocument from 'pdfkit';

/** The PDF's texts: `receipts.pdf…`, `receipts.kind…`, `receipts.channel…` keys of the catalog. */
type ReceiptText = Extract<MessageKey, `receipts.${string}`>;

const money = (minor: number, currency: string) => formatMinorUnits(minor, currency as Currency);

/**
 * Text the built-in fonts can draw: they encode WinAnsi only, and a trip's title has an arrow
 * ('Dar es Salaam → Arusha'), drawn as an en dash.
 */
export function pdfText(value: string): string {
  return value.replace(/[→⇒➔]/g, '–');
}

/** 'Deposit', 'Balance', 'Full payment' for a payment's kind. */
export function kindKey(kind: Receipt['payment']['kind']): ReceiptText {
  return kind === 'deposit'
    ? 'receipts.kindDeposit'
    : kind === 'balance'
      ? 'receipts.kindBalance'
      : 'receipts.kindFull';
}

/** The network or card's name; 'Mobile money' / 'Card' for payments made before networks were asked. */
export function methodKey(payment: Pick<Receipt['payment'], 'method' | 'channel'>): ReceiptText {
  switch (payment.channel) {
    case 'mpesa':
      return 'receipts.channelMpesa';
    case 'mixx':
      return 'receipts.channelMixx';
    case 'airtel':
      return 'receipts.channelAirtel';
    case 'halopesa':
      return 'receipts.channelHalopesa';
    case 'card':
      return 'receipts.channelCard';
    default:
      return payment.method === 'card' ? 'receipts.methodCard' : 'receipts.methodMobileMoney';
  }
}

/**
 * The printable receipt of a succeeded payment: one A4 page with the platform's and the operator's
 * details, the traveler, the booking, what was paid (in its currency, with the booking-currency amount
 * and the rate when converted) and the booking's balance. Built-in Helvetica, as the ticket's PDF:
 * nothing is read from disk but pdfkit's own font metrics.
 */
export async function receiptPdf(receipt: Receipt, language: Language): Promise<Buffer> {
  const text = (key: ReceiptText, values?: MessageValues) => translate(language, key, values);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: text('receipts.pdfTitle', { number: receipt.receipt_number }), Author: 'Dala Rides' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f766e').text(receipt.platform.name, left, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#57534e');
  doc.text(receipt.platform.website, left, 70);
  doc.text(receipt.platform.support_email, left, 82);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c1917').text(text('receipts.pdfHeading'), left, 48, {
    width,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(10).fillColor('#1c1917').text(receipt.receipt_number, left, 70, {
    width,
    align: 'right',
  });
  doc
    .fontSize(9)
    .fillColor('#57534e')
    .text(receipt.issued_at.slice(0, 10), left, 84, { width, align: 'right' });
  let y = 104;
  const rule = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#e7e5e4')
      .stroke();
    y += 10;
  };
  const section = (title: string) => {
    y += 6;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f766e').text(title, left, y);
    y = doc.y + 4;
  };
  const row = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor('#78716c').text(label, left, y, { width: 150 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#1c1917')
      .text(pdfText(value), left + 160, y, { width: width - 160 });
    y = Math.max(doc.y, y + 13) + 3;
  };
  rule();

  const { operator, booking, payment, totals } = receipt;
  row(text('receipts.pdfNumber'), receipt.receipt_number);
  row(text('receipts.pdfDate'), receipt.issued_at.slice(0, 10));
  row(text('receipts.pdfPlatform'), receipt.platform.name);
  row(text('receipts.pdfSupport'), receipt.platform.support_email);
  row(text('receipts.pdfWebsite'), receipt.platform.website);

  section(text('receipts.pdfOperator'));
  row(text('receipts.pdfOperator'), operator.company_name);
  row(text('receipts.pdfAddress'), operator.address ?? '—');
  row(text('receipts.pdfPhone'), operator.phone ?? '—');
  row(text('receipts.pdfEmail'), operator.email || '—');

  section(text('receipts.pdfBookingSection'));
  row(text('receipts.pdfTraveler'), `${receipt.traveler.name} (${receipt.traveler.email})`);
  row(text('receipts.pdfBookingReference'), booking.reference);
  row(text('receipts.pdfItem'), booking.title);
  row(
    text('receipts.pdfDates'),
    text('receipts.pdfDateRange', { start: booking.start_date, end: booking.end_date }),
  );
  row(
    text('receipts.pdfTravelers'),
    [
      text('receipts.pdfAdults', { count: booking.adults }),
      booking.children ? text('receipts.pdfChildren', { count: booking.children }) : '',
      booking.infants ? text('receipts.pdfInfants', { count: booking.infants }) : '',
    ]
      .filter(Boolean)
      .join(', '),
  );

  section(text('receipts.pdfPaymentSection'));
  row(text('receipts.pdfKind'), text(kindKey(payment.kind)));
  row(text('receipts.pdfAmountPaid'), money(payment.amount_cents, payment.currency));
  if (payment.currency !== payment.booking_currency) {
    row(text('receipts.pdfBookingAmount'), money(payment.booking_amount_cents, payment.booking_currency));
    if (payment.tzs_per_usd)
      row(text('receipts.pdfRate'), text('receipts.pdfRateValue', { rate: payment.tzs_per_usd }));
  }
  row(text('receipts.pdfMethod'), text(methodKey(payment)));
  row(text('receipts.pdfProviderReference'), payment.provider_reference);

  section(text('receipts.pdfTotalsSection'));
  row(text('receipts.pdfTotal'), money(totals.total_cents, totals.currency));
  row(text('receipts.pdfPaidSoFar'), money(totals.paid_cents, totals.currency));
  if (totals.refunded_cents > 0)
    row(text('receipts.pdfRefunded'), money(totals.refunded_cents, totals.currency));
  row(
    text('receipts.pdfBalanceDue'),
    totals.balance_due_date && totals.balance_cents > 0
      ? text('receipts.pdfBalanceDueBy', {
          amount: money(totals.balance_cents, totals.currency),
          date: totals.balance_due_date,
        })
      : money(totals.balance_cents, totals.currency),
  );
  y += 8;
  rule();
  doc.font('Helvetica').fontSize(9).fillColor('#57534e').text(text('receipts.pdfThanks'), left, y, {
    width,
    align: 'center',
  });
  doc.end();
  return done;
}
