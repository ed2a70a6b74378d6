import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { QrCode } from '../../shared/qr-code';
import { fetchMySignOn, mySignOnKey } from '../../shared/signon-api';

/** While the sign-on card is open, printing prints the card alone (the page behind it is hidden). */
const PRINT_CARD_ONLY =
  '@media print { #root, .mantine-Modal-overlay { display: none !important; } .mantine-Modal-close, [data-no-print] { display: none !important; } }';

/**
 * The rider's sign-on code (issue #39, decision 081): a button by their entry that opens the QR code the
 * secretary scans at the venue, with the code as text (to read out or paste) and a print button.
 */
export function MySignOnCode({
  stageId,
  stageTitle,
  riderName,
  timeZone,
}: {
  stageId: string;
  stageTitle: string;
  riderName?: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useQuery({ queryKey: mySignOnKey(stageId), queryFn: () => fetchMySignOn(stageId) });
  if (!data) return null;
  return (
    <>
      {data.signedOnAt ? (
        <Badge color="forest" variant="light" data-testid="my-signed-on">
          {t('signon.mine.signedOn')}
        </Badge>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconQrcode size={16} />}
          onClick={() => setOpen(true)}
          data-testid="my-signon-button"
        >
          {t('signon.mine.button')}
        </Button>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('signon.mine.title')}
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <style>{PRINT_CARD_ONLY}</style>
        <Stack gap="sm" align="center" data-testid="my-signon-card">
          {riderName && (
            <Text fw={800} fz="lg" ta="center">
              {riderName}
            </Text>
          )}
          <Text size="sm" c="dimmed" ta="center">
            {stageTitle}
          </Text>
          <QrCode value={data.code} size={240} testId="signon-qr" />
          <Text size="sm" ta="center">
            {t('signon.mine.hint')}
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid="signon-code-text">
            {data.code}
          </Code>
          {data.signedOnAt && (
            <Text size="sm">{t('signon.mine.signedOnAt', { at: formatDateTime(data.signedOnAt, timeZone) })}</Text>
          )}
          <Group justify="center" data-no-print>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('signon.mine.print')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
