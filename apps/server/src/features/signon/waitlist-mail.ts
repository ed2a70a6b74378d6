import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, stages } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { type MailLanguage, button, layout } from '../../mail/templates.js';

const texts = {
  removed: {
    en: {
      subject: 'You are no longer on the waiting list of {stage}',
      intro: 'The secretary of {stage} ({championship}) took you off the waiting list for class {class}.',
      next: 'If you think this is a mistake, contact the organiser.',
      button: 'Open the stage',
    },
    lv: {
      subject: 'Jūs vairs neesat sacensību {stage} gaidīšanas sarakstā',
      intro: 'Sacensību {stage} ({championship}) sekretārs izņēma jūs no klases {class} gaidīšanas saraksta.',
      next: 'Ja domājat, ka tā ir kļūda, sazinieties ar organizatoru.',
      button: 'Atvērt posmu',
    },
    et: {
      subject: 'Te ei ole enam võistluse {stage} ootenimekirjas',
      intro: 'Võistluse {stage} ({championship}) sekretär eemaldas teid klassi {class} ootenimekirjast.',
      next: 'Kui see on teie arvates viga, võtke ühendust korraldajaga.',
      button: 'Ava etapp',
    },
  },
  promoted: {
    en: {
      subject: 'You have a place in {stage}',
      intro: 'A place freed up in {stage} ({championship}): you are now entered in class {class}.',
      next: 'If you cannot come after all, cancel your entry on the stage page so the next rider gets the place.',
      button: 'Open the stage',
    },
    lv: {
      subject: 'Jums ir vieta sacensībās {stage}',
      intro: 'Sacensībās {stage} ({championship}) atbrīvojās vieta: jūs esat pieteikts klasē {class}.',
      next: 'Ja tomēr nevarat ierasties, atsauciet pieteikumu posma lapā, lai vietu saņemtu nākamais braucējs.',
      button: 'Atvērt posmu',
    },
    et: {
      subject: 'Teil on koht võistlusel {stage}',
      intro: 'Võistlusel {stage} ({championship}) vabanes koht: olete registreeritud klassi {class}.',
      next: 'Kui te siiski tulla ei saa, tühistage registreerimine etapi lehel, et koht saaks järgmisele sõitjale.',
      button: 'Ava etapp',
    },
  },
} as const;

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

/**
 * "You have a place": a rider on the waiting list was entered (decision 081). It is about the rider's
 * own entry, not a notification to opt out of, so it goes like a sign-in mail: always, in their language.
 */
export async function enqueuePromotedMail(tx: Db, input: WaitlistMailInput) {
  await enqueueWaitlistMail(tx, 'promoted', input);
}

/** "You are no longer on the waiting list": the secretary removed the rider (always sent, as above). */
export async function enqueueRemovedMail(tx: Db, input: WaitlistMailInput) {
  await enqueueWaitlistMail(tx, 'removed', input);
}

type WaitlistMailInput = {
  to: string;
  userId: string;
  lang: MailLanguage;
  stageId: string;
  publicUrl: string;
  racingClass: string;
};

async function enqueueWaitlistMail(tx: Db, which: 'promoted' | 'removed', input: WaitlistMailInput) {
  const [stage] = await tx
    .select({
      title: stages.title,
      slug: stages.slug,
      championship: championships.displayName,
      championshipSlug: championships.slug,
      institutionId: championships.institutionId,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, input.stageId));
  if (!stage) return;
  const t = texts[which][input.lang];
  const url = `${new URL(input.publicUrl).origin}/competitions/${stage.institutionId}/${stage.championshipSlug}/${stage.slug}?lng=${input.lang}`;
  const vars = { stage: stage.title, championship: stage.championship, class: input.racingClass };
  const subject = fill(t.subject, vars);
  const lines = [fill(t.intro, vars), t.next];
  await enqueueMail(tx, {
    kind: which === 'promoted' ? 'waitlistPromoted' : 'waitlistRemoved',
    userId: input.userId,
    to: input.to,
    subject,
    text: [...lines, '', `${t.button}: ${url}`].join('\n'),
    html: layout(input.lang, lines.join('\n'), button(url, t.button), undefined, subject),
    headers: { 'Content-Language': input.lang },
  });
}
