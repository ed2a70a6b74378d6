import { type PaymentMethod, formatCents, printedReference } from '@trialhub/domain';
import { type DocLanguage, documentTexts, formatVenueTime, intlLocale } from '../documents/document-texts.js';
import { renderDocument } from '../documents/pdf-frame.js';

const texts = {
  en: {
    receipt: 'Receipt',
    payer: 'Received from',
    purpose: 'For',
    entry: 'Entry fee: {stage}, class {class}',
    amount: 'Amount received',
    method: 'Paid by',
    at: 'Received',
    reference: 'Reference',
    cash: 'cash',
    transfer: 'bank transfer',
    online: 'online payment',
    waived: 'waived',
  },
  lv: {
    receipt: 'Kvīts',
    payer: 'Saņemts no',
    purpose: 'Par',
    entry: 'Dalības maksa: {stage}, klase {class}',
    amount: 'Saņemtā summa',
    method: 'Samaksāts',
    at: 'Saņemts',
    reference: 'Atsauce',
    cash: 'skaidrā naudā',
    transfer: 'ar pārskaitījumu',
    online: 'tiešsaistē',
    waived: 'atbrīvots no maksas',
  },
  et: {
    receipt: 'Kviitung',
    payer: 'Maksja',
    purpose: 'Eest',
    entry: 'Osavõtutasu: {stage}, klass {class}',
    amount: 'Laekunud summa',
    method: 'Makseviis',
    at: 'Laekunud',
    reference: 'Viitenumber',
    cash: 'sularahas',
    transfer: 'pangaülekandega',
    online: 'internetis',
    waived: 'tasust vabastatud',
  },
} as const;

export interface ReceiptInput {
  lang: DocLanguage;
  federation: string;
  championship: string;
  stageTitle: string;
  timeZone: string;
  number: string;
  rider: { name: string; racingClass: string };
  amountCents: number;
  method: PaymentMethod;
  issuedAt: Date;
  reference: string;
}

/** A receipt for money received (issue #39): its gapless number, who paid, for what, how much and how. */
export function renderReceipt(r: ReceiptInput): Promise<Buffer> {
  const x = texts[r.lang];
  const rows: [string, string][] = [
    [x.payer, r.rider.name],
    [x.purpose, x.entry.replace('{stage}', r.stageTitle).replace('{class}', r.rider.racingClass)],
    [x.amount, formatCents(r.amountCents, intlLocale(r.lang))],
    [x.method, x[r.method]],
    [x.at, formatVenueTime(r.issuedAt, r.lang, r.timeZone)],
    [x.reference, printedReference(r.reference)],
  ];
  return renderDocument({
    lang: r.lang,
    t: documentTexts(r.lang),
    federation: r.federation,
    championship: r.championship,
    title: `${x.receipt} ${r.number}`,
    subtitle: r.federation,
    status: null,
    timeZone: r.timeZone,
    statusAt: r.issuedAt,
    generatedAt: r.issuedAt,
    landscape: false,
    rules: null,
    signers: [],
    body: [
      {
        table: {
          widths: ['auto', '*'],
          body: rows.map(([k, v]) => [
            { text: k, color: '#666666' },
            { text: v, bold: true },
          ]),
        },
        layout: 'lightHorizontalLines',
        fontSize: 11,
        margin: [0, 10, 0, 0],
      },
    ],
  });
}
