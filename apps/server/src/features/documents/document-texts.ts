import { dateLanguage, dateText, dateTimeText, wallPartsIn } from '@trialhub/domain';
import type { MailLanguage } from '../../mail/templates.js';

/**
 * The official documents' texts (issue #19) in the three UI languages. They live on the server, as
 * the mails' texts do (mail/templates.ts), because the server renders the PDF; the column names are
 * the results and standings pages' own words (apps/web/public/locales), so paper and screen agree.
 */
export type DocLanguage = MailLanguage;
export const docLanguages: readonly DocLanguage[] = ['en', 'lv', 'et'];

const texts = {
  en: {
    observerSheetTitle: 'Observer sheet',
    startListTitle: 'Start list and score cards',
    startTime: 'Start',
    startsAt: 'Start {time}',
    sectionN: 'Section {n}',
    lapN: 'Lap {n}',
    racingClass: 'Class',
    observer: 'Observer',
    gates: 'Gates',
    faults: 'Faults',
    observerHintClassic: 'Circle the score for each lap (0, 1, 2, 3 or 5). Scan the code to key this sheet in.',
    observerHintOpenFree:
      'Tick the gates ridden and write the faults for each lap. Scan the code to key this sheet in.',
    noRiders: 'No rider rides here.',
    scoreCardHint: 'Sections are written lap under lap; Σ is the lap total.',
    resultsTitle: 'Results',
    standingsTitle: 'Championship standings',
    status: 'Status',
    live: 'Live (unofficial)',
    provisional: 'Provisional',
    approved: 'Approved',
    final: 'Final',
    draft: 'Draft (not published)',
    asOf: 'as of {time}',
    setAt: 'set {time}',
    publishedAt: 'published {time}',
    protestUntil: 'protests until {time}',
    protestClosed: 'protest time ended {time}',
    localTime: 'local time',
    place: 'Place',
    number: 'No.',
    name: 'Name',
    club: 'Club',
    lap: 'Lap',
    lapTotal: 'Σ',
    penalty: 'Pen.',
    total: 'Total',
    resultStatus: 'Status',
    bestOf: 'Best {best} of {of}',
    riders: '{count} riders',
    noResults: 'No results yet.',
    individual: 'Individual standings',
    clubs: 'Club standings',
    teams: 'Family cup standings',
    points: 'Points',
    rules: 'Rules',
    scoringClassic:
      'Sections are scored 0, 1, 2, 3 or 5; the lowest total (sections and penalties) wins. Ties: more 0s, then 1s, 2s, 3s, 5s, then the earlier finish.',
    scoringOpenFree: 'The highest total wins. Ties: the earlier last score.',
    statuses: 'DNF — did not finish, DQ — disqualified, DNS — did not start.',
    clerk: 'Clerk of the course',
    secretary: 'Secretary',
    signature: 'name, signature',
    page: 'Page {page} of {pages}',
    generated: 'Generated {time}',
    womenGroupsNote:
      'Women, Juniors and Girls ride in different classes, so at each stage they are ranked by class order (the harder class first), then by place within their class; DNF, DQ and DNS come last with 0 points. Age counts on the first stage’s date: 12 to 17 Juniors, 18 and older Women.',
  },
  lv: {
    observerSheetTitle: 'Tiesneša lapa',
    startListTitle: 'Starta saraksts un vērtējumu kartītes',
    startTime: 'Starts',
    startsAt: 'Starts {time}',
    sectionN: '{n}. sekcija',
    lapN: '{n}. aplis',
    racingClass: 'Klase',
    observer: 'Tiesnesis',
    gates: 'Vārti',
    faults: 'Kļūdas',
    observerHintClassic:
      'Katrā aplī apvelciet soda punktus (0, 1, 2, 3 vai 5). Noskenējiet kodu, lai ievadītu šo lapu.',
    observerHintOpenFree:
      'Katrā aplī atzīmējiet izbrauktos vārtus un ierakstiet kļūdas. Noskenējiet kodu, lai ievadītu šo lapu.',
    noRiders: 'Šeit nebrauc neviens braucējs.',
    scoreCardHint: 'Sekcijas rakstītas apli zem apļa; Σ ir apļa summa.',
    resultsTitle: 'Rezultāti',
    standingsTitle: 'Čempionāta kopvērtējums',
    status: 'Statuss',
    live: 'Tiešraide (neoficiāli)',
    provisional: 'Provizoriski',
    approved: 'Apstiprināti',
    final: 'Galīgie',
    draft: 'Melnraksts (nav publicēts)',
    asOf: 'uz {time}',
    setAt: 'noteikts {time}',
    publishedAt: 'publicēti {time}',
    protestUntil: 'protesti līdz {time}',
    protestClosed: 'protestu laiks beidzās {time}',
    localTime: 'vietējais laiks',
    place: 'Vieta',
    number: 'Nr.',
    name: 'Vārds',
    club: 'Klubs',
    lap: 'Aplis',
    lapTotal: 'Σ',
    penalty: 'Sods',
    total: 'Kopā',
    resultStatus: 'Statuss',
    bestOf: 'Labākie {best} no {of}',
    riders: 'Braucēji: {count}',
    noResults: 'Rezultātu vēl nav.',
    individual: 'Individuālais kopvērtējums',
    clubs: 'Klubu kopvērtējums',
    teams: 'Ģimeņu kausa kopvērtējums',
    points: 'Punkti',
    rules: 'Noteikumi',
    scoringClassic:
      'Sekcijās piešķir 0, 1, 2, 3 vai 5 soda punktus; uzvar mazākā summa (sekcijas un sodi). Vienādas summas gadījumā: vairāk 0, tad 1, 2, 3, 5, tad agrāks finišs.',
    scoringOpenFree: 'Uzvar lielākā summa. Vienādas summas gadījumā: agrāks pēdējais vērtējums.',
    statuses: 'DNF – nefinišēja, DQ – diskvalificēts, DNS – nestartēja.',
    clerk: 'Sacensību direktors',
    secretary: 'Sacensību sekretārs',
    signature: 'vārds, uzvārds, paraksts',
    page: '{page}. lappuse no {pages}',
    generated: 'Izveidots {time}',
    womenGroupsNote:
      'Dāmas, juniores un meitenes brauc dažādās klasēs, tāpēc katrā posmā tās sakārto pēc klašu secības (vispirms grūtākā klase), tad pēc vietas savā klasē; DNF, DQ un DNS ir beigās ar 0 punktiem. Vecumu skaita pirmā posma datumā: no 12 līdz 17 gadiem juniores, no 18 gadiem dāmas.',
  },
  et: {
    observerSheetTitle: 'Kohtuniku leht',
    startListTitle: 'Stardinimekiri ja hindamiskaardid',
    startTime: 'Start',
    startsAt: 'Start {time}',
    sectionN: 'Sektsioon {n}',
    lapN: '{n}. ring',
    racingClass: 'Klass',
    observer: 'Kohtunik',
    gates: 'Väravad',
    faults: 'Vead',
    observerHintClassic:
      'Tõmmake igal ringil ring ümber trahvipunktidele (0, 1, 2, 3 või 5). Skannige kood, et see leht sisestada.',
    observerHintOpenFree:
      'Märkige igal ringil läbitud väravad ja kirjutage vead. Skannige kood, et see leht sisestada.',
    noRiders: 'Siin ei sõida ükski sõitja.',
    scoreCardHint: 'Sektsioonid on kirjas ring ringi all; Σ on ringi summa.',
    resultsTitle: 'Tulemused',
    standingsTitle: 'Meistrivõistluste üldarvestus',
    status: 'Staatus',
    live: 'Otse (mitteametlik)',
    provisional: 'Esialgne',
    approved: 'Kinnitatud',
    final: 'Lõplik',
    draft: 'Mustand (avaldamata)',
    asOf: 'seisuga {time}',
    setAt: 'määratud {time}',
    publishedAt: 'avaldatud {time}',
    protestUntil: 'proteste saab esitada kuni {time}',
    protestClosed: 'protestiaeg lõppes {time}',
    localTime: 'kohalik aeg',
    place: 'Koht',
    number: 'Nr',
    name: 'Nimi',
    club: 'Klubi',
    lap: 'Ring',
    lapTotal: 'Σ',
    penalty: 'Kar.',
    total: 'Kokku',
    resultStatus: 'Staatus',
    bestOf: 'Parimad {best} / {of}',
    riders: 'Sõitjaid: {count}',
    noResults: 'Tulemusi veel ei ole.',
    individual: 'Individuaalne arvestus',
    clubs: 'Klubide arvestus',
    teams: 'Perekarika arvestus',
    points: 'Punktid',
    rules: 'Reeglid',
    scoringClassic:
      'Sektsioone hinnatakse 0, 1, 2, 3 või 5 trahvipunktiga; võidab väikseim summa (sektsioonid ja karistused). Võrdse summa korral: rohkem 0-e, siis 1-i, 2-i, 3-i, 5-i, siis varasem finiš.',
    scoringOpenFree: 'Võidab suurim summa. Võrdse summa korral: varasem viimane hinnang.',
    statuses: 'DNF – ei lõpetanud, DQ – diskvalifitseeritud, DNS – ei startinud.',
    clerk: 'Võistluste juht',
    secretary: 'Võistluste sekretär',
    signature: 'nimi, allkiri',
    page: 'Lehekülg {page} / {pages}',
    generated: 'Koostatud {time}',
    womenGroupsNote:
      'Naised, juuniorid ja tüdrukud sõidavad erinevates klassides, seega järjestatakse nad igal etapil klasside järjekorra järgi (raskem klass ees), seejärel koha järgi oma klassis; DNF, DQ ja DNS on lõpus 0 punktiga. Vanus arvestatakse esimese etapi kuupäeval: 12–17 juuniorid, 18 ja vanemad naised.',
  },
} as const;

export type DocTextKey = keyof (typeof texts)['en'];

/** One document's texts: `t('page', { page: 1, pages: 3 })`. */
export function documentTexts(lang: DocLanguage) {
  const table = texts[lang];
  return (key: DocTextKey, values: Record<string, string | number> = {}): string =>
    table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
export type DocT = ReturnType<typeof documentTexts>;

/** Number and date locale: English as written in Europe (day first, 24 h), as the web app does. */
export const intlLocale = (lang: DocLanguage) => (lang === 'en' ? 'en-GB' : lang);

/** A date and time on the venue's wall clock (decision 023), in the language's style (issue #37 point 14). */
export function formatVenueTime(at: Date, lang: DocLanguage, timeZone: string): string {
  return dateTimeText(dateLanguage(lang), wallPartsIn(timeZone, at));
}

/** The venue's day in the language's date style, as the pages write it. */
export function formatVenueDate(at: Date, lang: DocLanguage, timeZone: string): string {
  return dateText(dateLanguage(lang), wallPartsIn(timeZone, at));
}
