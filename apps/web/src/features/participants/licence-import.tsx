import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  LICENCE_FEDERATIONS,
  LICENCE_IMPORT_MAX_CHARS,
  type LicenceFederation,
  type LicenceImportResponse,
  type LicenceImportRow,
} from '@trialhub/domain';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { ChooseFile } from '../../shared/choose-file';
import { formatCalendarDate } from '../../shared/dates';
import { ImportPreview } from '../../shared/import-preview';
import { withSavingToasts } from '../../shared/saving-toast';
import { readText } from './entries-csv';

const STATUS_COLOR: Record<LicenceImportRow['status'], string> = {
  matched: 'forest',
  notFound: 'gray',
  ambiguous: 'yellow',
  refused: 'red',
};

/**
 * 'Import licences' (secretary, issue #38): a federation's licence list (CSV) previewed row by row —
 * which rider each row is and why (the licence number they hold, or name and birth date), not found,
 * ambiguous, or refused with the reason — then the matched rows' licences are recorded.
 */
export function ImportLicencesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [federation, setFederation] = useState<LicenceFederation>('LaMSF');
  const [fileName, setFileName] = useState('');
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<LicenceImportResponse | null>(null);

  const reset = () => {
    setFileName('');
    setCsv(null);
    setProblem(null);
    setPreview(null);
  };
  const send = (text: string, commit: boolean) =>
    api('/api/licences/import', { method: 'POST', json: { csv: text, federation, commit } });

  const read = async (file: File) => {
    reset();
    setFileName(file.name);
    if (file.size > LICENCE_IMPORT_MAX_CHARS) return setProblem(t('licences.import.tooLarge'));
    const text = await readText(file);
    try {
      setPreview(await send(text, false));
      setCsv(text);
    } catch (error) {
      setProblem(error instanceof ApiError ? t(error.messageKey) : t('errors.refreshAndTryAgain'));
    }
  };

  const commit = async () => {
    if (csv === null) return;
    const answer = await withSavingToasts(
      {
        pending: t('licences.import.toast.saving'),
        success: t('licences.import.toast.saved'),
        error: t('licences.import.toast.error'),
      },
      t,
      () => send(csv, true),
    );
    if (answer) setPreview(answer);
  };

  const matched = preview?.rows.filter((r) => r.status === 'matched').length ?? 0;
  const count = (status: LicenceImportRow['status']) => preview?.rows.filter((r) => r.status === status).length ?? 0;
  const why = (row: LicenceImportRow) =>
    row.status === 'matched'
      ? t(`licences.import.reason.${row.reason}`, { name: row.riderName })
      : row.problem
        ? t(row.problem)
        : t(`licences.import.status.${row.status}`);
  const licenceText = (row: LicenceImportRow) =>
    row.licence
      ? `${row.licence.number ?? '—'} · ${t(`licences.kind.${row.licence.kind}`)} · ${formatCalendarDate(row.licence.validTo)}`
      : '';

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconId size={14} />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {t('licences.import.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('licences.import.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <Stack gap="sm" data-testid="licences-import">
          <Text size="sm" c="dimmed">
            {t('licences.import.intro')}
          </Text>
          <Select
            label={t('licences.import.federation')}
            // The federations' own abbreviations are the same in every language.
            data={LICENCE_FEDERATIONS.map((f) => ({
              value: f,
              label: f === 'other' || f === 'club' ? t(`licences.federation.${f}`) : f,
            }))}
            value={federation}
            allowDeselect={false}
            onChange={(v) => {
              if (v) setFederation(v as LicenceFederation);
              reset();
            }}
          />
          <ChooseFile
            label={t('participants.import.file')}
            accept=".csv,text/csv,text/plain"
            fileName={fileName}
            onFile={(file) => void read(file)}
            testId="licences-import-file"
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {preview && (
            <ImportPreview
              testId="licences-import-preview"
              summary={t('licences.import.summary', {
                matched,
                notFound: count('notFound') + count('ambiguous'),
                refused: count('refused'),
              })}
              rows={preview.rows}
              rowKey={(row) => String(row.line)}
              columns={[
                { label: t('participants.import.line'), cell: (row) => row.line },
                { label: t('participants.import.name'), cell: (row) => row.name || '—', bold: true },
                { label: t('licences.import.licence'), cell: licenceText },
                { label: t('licences.import.rider'), cell: why },
              ]}
              phoneLine={(row) => (
                <>
                  <Text span c="dimmed" size="xs">
                    {row.line}.
                  </Text>{' '}
                  <b>{row.name || '—'}</b> · {licenceText(row)}
                  <Text size="xs" c="dimmed">
                    {why(row)}
                  </Text>
                </>
              )}
              status={(row) => ({ color: STATUS_COLOR[row.status], label: t(`licences.import.status.${row.status}`) })}
              statusLabel={t('participants.import.status')}
            />
          )}
          {preview && !preview.committed && (
            <Group>
              <Button onClick={() => void commit()} disabled={matched === 0}>
                {t('licences.import.commit', { count: matched })}
              </Button>
            </Group>
          )}
          {preview?.committed && (
            <Alert color="forest" data-testid="licences-import-committed">
              {t('licences.import.committed', { count: preview.applied })}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
