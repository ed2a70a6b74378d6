import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { thumbCloseButton } from './thumb';

/**
 * The judge app's section choice: a big button per section. A judge the secretary gave a section can
 * pick only that one (the server refuses others); before any section is chosen it cannot be closed.
 */
export function SectionPicker({
  opened,
  sectionCount,
  section,
  assigned,
  onChoose,
  onClose,
}: {
  opened: boolean;
  sectionCount: number;
  section: number | null;
  assigned: number | null;
  onChoose: (section: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => section !== null && onClose()}
      withCloseButton={section !== null}
      title={t('judge.chooseSection')}
      closeButtonProps={thumbCloseButton(t)}
      centered
    >
      <div className={classes.sectionGrid}>
        {Array.from({ length: sectionCount }, (_, i) => i + 1).map((n) => (
          <Button
            key={n}
            className={classes.sectionButton}
            variant={n === section ? 'filled' : n === assigned ? 'light' : 'default'}
            disabled={assigned !== null && n !== assigned}
            onClick={() => onChoose(n)}
          >
            {n}
          </Button>
        ))}
      </div>
      {assigned !== null && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('judge.assignedSection', { n: assigned })}
        </Text>
      )}
    </Modal>
  );
}
