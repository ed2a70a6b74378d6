import type { TFunction } from 'i18next';
import { type PublicStage, ageOn, classAgeMismatch, classMatchesAge, parseBirthDate } from '@trialhub/domain';

/**
 * The classes the participant form offers for a birth date (spec §5): with the age filter on, the classes
 * the rider's age on the stage's first day fits; a chosen class the age rule excludes stays in the list,
 * flagged (riders must change it, a secretary is asked to confirm it on saving), with the sentence why.
 */
export function classChoice(
  stage: Pick<PublicStage, 'classes' | 'competitionStartDate'>,
  draft: { birthDate: string; racingClass: string },
  filterByAge: boolean,
  t: TFunction,
) {
  const iso = parseBirthDate(draft.birthDate);
  const age = iso ? ageOn(iso, new Date(stage.competitionStartDate)) : null;
  const classes = stage.classes.filter((c) => !filterByAge || age === null || classMatchesAge(c, age));
  const ageProblem =
    iso && draft.racingClass
      ? classAgeMismatch(stage.classes, draft.racingClass, iso, new Date(stage.competitionStartDate))
      : null;
  const classOptions = [
    ...classes.map((c) => c.name),
    ...(draft.racingClass && !classes.some((c) => c.name === draft.racingClass) && ageProblem
      ? [draft.racingClass]
      : []),
  ];
  const ageText =
    ageProblem &&
    t('participant.classAgeDetail', {
      class: ageProblem.racingClass,
      from: ageProblem.yearsFrom ?? 0,
      to: ageProblem.yearsTo ?? '∞',
      age: ageProblem.age,
    });
  return { iso, classOptions, ageProblem, ageText };
}
