import { type EntryPayment, formatCents, printedIban, printedReference } from '@trialhub/domain';
import { type DocLanguage, documentTexts, formatVenueDate, intlLocale } from '../documents/document-texts.js';
import { type Content, renderDocument } from '../documents/pdf-frame.js';

const texts = {
  en: {
    invoice: 'Invoice',
    rider: 'Rider',
    racingClass: 'Class',
    classFee: 'Entry fee ({class})',
    earlyDiscount: 'Early entry discount',
    lateSurcharge: 'Late entry surcharge',
    familyDiscount: 'Family discount (2nd and further riders of a team)',
    licence: 'One-event licence',
    total: 'Amount due',
    payTo: 'Pay by bank transfer',
    payee: 'Recipient',
    amount: 'Amount',
    reference: 'Reference',
    scan: 'Scan the code with your banking app. Use exactly this reference: the payment is then matched to your entry.',
    cash: 'Pay in cash at sign-on.',
    paid: 'Paid',
  },
  lv: {
    invoice: 'Rēķins',
    rider: 'Braucējs',
    racingClass: 'Klase',
    classFee: 'Dalības maksa ({class})',
    earlyDiscount: 'Agrās pieteikšanās atlaide',
    lateSurcharge: 'Vēlās pieteikšanās piemaksa',
    familyDiscount: 'Ģimenes atlaide (komandas 2. un nākamajiem braucējiem)',
    licence: 'Vienreizējā licence',
    total: 'Maksājamā summa',
    payTo: 'Samaksa ar pārskaitījumu',
    payee: 'Saņēmējs',
    amount: 'Summa',
    reference: 'Atsauce',
    scan: 'Noskenējiet kodu ar bankas lietotni. Norādiet tieši šo atsauci – tad maksājums tiks piesaistīts jūsu pieteikumam.',
    cash: 'Samaksājiet skaidrā naudā reģistrācijā sacensību vietā.',
    paid: 'Samaksāts',
  },
  et: {
    invoice: 'Arve',
    rider: 'Sõitja',
    racingClass: 'Klass',
    classFee: 'Osavõtutasu ({class})',
    earlyDiscount: 'Varajase registreerimise soodustus',
    lateSurcharge: 'Hilise registreerimise lisatasu',
    familyDiscount: 'Perekonna soodustus (meeskonna 2. ja järgmised sõitjad)',
    licence: 'Ühekordne litsents',
    total: 'Tasumisele kuulub',
    payTo: 'Tasumine pangaülekandega',
    payee: 'Saaja',
    amount: 'Summa',
    reference: 'Viitenumber',
    scan: 'Skannige kood oma panga äpiga. Kasutage täpselt seda viitenumbrit – siis seotakse makse teie registreerimisega.',
    cash: 'Tasuge sularahas kohapeal registreerimisel.',
    paid: 'Tasutud',
  },
} as const;

export interface InvoiceInput {
  lang: DocLanguage;
  federation: string;
  championship: string;
  stageTitle: string;
  stageStart: Date;
  timeZone: string;
  rider: { name: string; racingClass: string };
  payment: EntryPayment;
  now: Date;
}

/** The entry's invoice (issue #39): why the amount, and the transfer's details with the EPC QR code (pdfmake's qr node). */
export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const x = texts[input.lang];
  const money = (cents: number) => formatCents(cents, intlLocale(input.lang));
  const { payment } = input;
  const lines: Content[][] = payment.lines.map((line) => [
    x[line.kind].replace('{class}', input.rider.racingClass),
    { text: money(line.cents), alignment: 'right' },
  ]);
  lines.push([
    { text: x.total, bold: true },
    { text: money(payment.amountCents), bold: true, alignment: 'right' },
  ]);
  const details: Content[] = [];
  if (payment.status === 'paid') details.push({ text: x.paid, bold: true, fontSize: 12, color: '#2e6f3f' });
  else if (payment.epc && payment.payee && payment.reference) {
    const rows: [string, string][] = [
      [x.payee, payment.payee.name],
      ['IBAN', printedIban(payment.payee.iban)],
      ...(payment.payee.bic ? [['BIC', payment.payee.bic] as [string, string]] : []),
      [x.amount, money(payment.amountCents)],
      [x.reference, printedReference(payment.reference)],
    ];
    details.push(
      { text: x.payTo, bold: true, fontSize: 11, margin: [0, 14, 0, 6] },
      {
        columns: [
          { qr: payment.epc, fit: 150, eccLevel: 'M', width: 'auto' },
          {
            table: { widths: ['auto', '*'], body: rows.map(([k, v]) => [k, { text: v, bold: true }]) },
            layout: 'noBorders',
            fontSize: 10,
            margin: [12, 0, 0, 0],
          },
        ],
      },
      { text: x.scan, margin: [0, 8, 0, 0], color: '#444444' },
    );
  } else details.push({ text: x.cash, margin: [0, 14, 0, 0] });
  return renderDocument({
    lang: input.lang,
    t: documentTexts(input.lang),
    federation: input.federation,
    championship: input.championship,
    title: `${x.invoice} ${payment.reference ? printedReference(payment.reference) : ''}`.trim(),
    subtitle: `${input.stageTitle} · ${formatVenueDate(input.stageStart, input.lang, input.timeZone)}`,
    status: null,
    timeZone: input.timeZone,
    statusAt: input.now,
    generatedAt: input.now,
    landscape: false,
    rules: null,
    signers: [],
    body: [
      {
        text: [
          { text: `${x.rider}: `, color: '#666666' },
          { text: input.rider.name, bold: true },
        ],
        fontSize: 11,
        margin: [0, 6, 0, 0],
      },
      { text: `${x.racingClass}: ${input.rider.racingClass}`, fontSize: 10, margin: [0, 0, 0, 8] },
      { table: { widths: ['*', 'auto'], body: lines }, layout: 'lightHorizontalLines', fontSize: 10 },
      ...details,
    ],
  });
}
