import { Alert } from '@mantine/core';
import { type StageInput, stageInputSchema } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';

/**
 * Lowering a stage's number of sections (10 → 6) leaves classes with sections 7–10 chosen, which the
 * form shows no chip for (issue #37: "A chosen section is beyond the number of sections" with nothing to
 * untick). Those sections are kept while the admin edits, so typing "1" on the way to "12" loses nothing,
 * and dropped when the stage is saved; the form says so before (SectionsBeyondNotice).
 */
export function withinSectionCount(input: StageInput): StageInput {
  return {
    ...input,
    classes: input.classes.map((c) => ({ ...c, lapSections: c.lapSections.filter((n) => n <= input.sectionCount) })),
  };
}

/** The stage form's checks, on the stage as it will be saved (sections beyond the count dropped). */
export const stageFormSchema = {
  safeParse: (value: unknown) => stageInputSchema.safeParse(withinSectionCount(value as StageInput)),
};

/** Each class that has sections beyond the count, with those sections. */
export function sectionsBeyondCount(input: StageInput): { name: string; sections: number[] }[] {
  return input.classes
    .map((c) => ({ name: c.name, sections: c.lapSections.filter((n) => n > input.sectionCount) }))
    .filter((c) => c.sections.length > 0);
}

/** "Saving removes the sections beyond 6 from the classes: Expert (7, 8), Clubman (9)." */
export function SectionsBeyondNotice({ value }: { value: StageInput }) {
  const { t } = useTranslation();
  const beyond = sectionsBeyondCount(value);
  if (beyond.length === 0) return null;
  const classes = beyond.map((c) => `${c.name || '—'} (${c.sections.join(', ')})`).join(', ');
  return (
    <Alert color="yellow" variant="light" mb="md" data-testid="sections-beyond-count">
      {t('admin.stage.sectionsBeyondCount', { sections: value.sectionCount, classes })}
    </Alert>
  );
}

/** The classes a published stage cannot show yet: without a start or end time or an "age from" (issue #37 point 6). */
export function classesMissingForPublish(input: StageInput): string[] {
  return input.classes.flatMap((c, i) =>
    !c.startTime || !c.endTime || c.yearsFrom === null ? [c.name || `#${i + 1}`] : [],
  );
}

/** "To publish, give each class its start and end time and its ages: Expert, Hobby." */
export function PublishNeedsNotice({ classes }: { classes: string[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) return null;
  return (
    <Alert color="red" role="alert" data-testid="publish-needs-classes">
      {t('admin.stage.publishNeedsClasses', { classes: classes.join(', ') })}
    </Alert>
  );
}
