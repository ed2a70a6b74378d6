import { Alert, Button, Group, Text } from '@mantine/core';
import { nearClub } from '@trialhub/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secretary's typed club that near-matches one in the list ("riga" → "MK Trial Rīga", issue #37
 * point 5) is a question before a new club is created: take the existing club, or keep the new name.
 * `pending` blocks the save until one is chosen.
 */
export function useClubQuestion(typed: string, clubs: readonly string[], askable: boolean) {
  const [keptNew, setKeptNew] = useState<string | null>(null);
  const name = typed.trim();
  const near = askable ? nearClub(name, clubs) : null;
  return { near, name, pending: near !== null && keptNew !== name, keepNew: () => setKeptNew(name) };
}

export function ClubQuestion({
  question,
  show,
  onUse,
}: {
  question: ReturnType<typeof useClubQuestion>;
  show: boolean;
  onUse: (club: string) => void;
}) {
  const { t } = useTranslation();
  if (!question.pending || !show) return null;
  return (
    <Alert color="yellow" role="status" data-testid="club-question">
      <Text mb="xs">{t('participants.clubNearMatch', { typed: question.name, club: question.near })}</Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => onUse(question.near!)}>
          {t('participants.clubUseExisting', { club: question.near })}
        </Button>
        <Button size="xs" variant="default" onClick={question.keepNew}>
          {t('participants.clubKeepNew', { typed: question.name })}
        </Button>
      </Group>
    </Alert>
  );
}
