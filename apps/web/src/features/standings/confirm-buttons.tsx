import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Proceed under a confirmation: every standings step that changes what is public asks first. */
export function ConfirmButtons({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('standings.cancel')}
      </Button>
      <Button onClick={onConfirm}>{t('standings.proceed')}</Button>
    </Group>
  );
}
