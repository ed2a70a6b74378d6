import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text/control-characters.js';
import {
  NAME_MAX,
  RACING_NUMBER_MAX,
  type ParticipantRulesContext,
  latestBirthDate,
  parseBirthDate,
} from './participant-rules.js';
import { LOOSE_EMAIL } from '../contract/account-rules.js';

// Apart from participant-rules.ts so the public stage page (search, folding) does not load zod (issue #20).

/**
 * The participant form's rules (spec §5), shared by the join and secretary forms in the browser and
 * by the server. Messages are translation keys.
 */
export function participantFormSchema(ctx: ParticipantRulesContext) {
  const latest = latestBirthDate(ctx.today);
  return z
    .object({
      // No control or invisible characters in what pages, documents and preview images show (issue #41).
      name: z
        .string()
        .trim()
        .min(1, 'participant.nameRequired')
        .max(NAME_MAX, 'participant.nameTooLong')
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
      racingNumber: z
        .number()
        .int('participant.numberInvalid')
        .min(0, 'participant.numberInvalid')
        .max(RACING_NUMBER_MAX, 'participant.numberInvalid')
        .nullable(),
      racingClass: z.string().trim().min(1, 'participant.classRequired'),
      birthDate: z
        .string()
        .trim()
        .min(1, 'participant.birthDateRequired')
        .transform((value, issue) => {
          const iso = parseBirthDate(value);
          if (!iso) {
            issue.addIssue({ code: 'custom', message: 'participant.birthDateFormat' });
            return z.NEVER;
          }
          if (iso > latest) {
            issue.addIssue({ code: 'custom', message: 'participant.birthDateTooLate' });
            return z.NEVER;
          }
          return iso;
        }),
      bike: z
        .string()
        .trim()
        .max(120, 'validation.tooLong')
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
        .nullable(),
      license: z
        .string()
        .trim()
        .max(60, 'validation.tooLong')
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
        .nullable(),
      clubId: z
        .string()
        .trim()
        .max(120, 'validation.tooLong')
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
        .nullable(),
      gender: z.enum(['male', 'female']).nullable(),
      team: z
        .string()
        .trim()
        .max(80, 'validation.tooLong')
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
        .nullable(),
      /**
       * The rider record's contact e-mail (issue #38): the secretary's form and the entry import set it;
       * staff screens only. Not an entry field: the join form has none, and the server keeps it on the rider.
       */
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, 'validation.email')
        .regex(LOOSE_EMAIL, 'validation.email')
        .nullable()
        .optional(),
    })
    .strict()
    .superRefine((p, issue) => {
      if (p.racingClass && !ctx.classNames.includes(p.racingClass)) {
        issue.addIssue({ code: 'custom', path: ['racingClass'], message: 'participant.classUnknown' });
      }
      if (ctx.hasWomenClasses && !p.gender) {
        issue.addIssue({ code: 'custom', path: ['gender'], message: 'participant.genderRequired' });
      }
    });
}
export type ParticipantForm = z.output<ReturnType<typeof participantFormSchema>>;
