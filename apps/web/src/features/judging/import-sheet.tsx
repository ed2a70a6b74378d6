import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type ImportRow,
  type ImportSheetResponse,
  type PublicStage,
  type SheetEntry,
  importRowApplies,
  parseSheet,
} from '@trialhub/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseFile } from '../../shared/choose-file';
import { ImportPreview } from '../../shared/import-preview';
import { withSavingToasts } from '../../shared/saving-toast';
import { importSheet } from './judging-api';

const STATUS_COLOR: Record<ImportRow['status'], string> = {
  new: 'forest',
  same: 'gray',
  conflict: 'orange',
  unknownRider: 'red',
  sectionNotRidden: 'red',
  lapOutOfRange: 'red',
  resultsLocked: 'red',
};

const STATUS_KEY: Record<ImportRow['status'], string> = {
  new: 'judges.import.statusNew',
  same: 'judges.import.statusSame',
  conflict: 'judges.import.statusConflict',
  unknownRider: 'judges.import.statusUnknownRider',
  sectionNotRidden: 'judges.import.statusSectionNotRidden',
  lapOutOfRange: 'judges.import.statusLapOutOfRange',
  resultsLocked: 'judges.import.statusResultsLocked',
};

/**
 * A standalone judge's exported sheet into this stage (issue 6 point 5): the file is read in the
 * browser, the server previews every row against the stage (nothing written), and only then the
 * secretary adds the new and differing scores.
 */
export function ImportSheet({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<SheetEntry[] | null>(null);
  const [fileName, setFileName] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [judge, setJudge] = useState('');
  const [preview, setPreview] = useState<ImportSheetResponse | null>(null);

  if (stage.competitionType !== 'classic') return null;

  const read = async (file: File) => {
    setPreview(null);
    setFileName(file.name);
    const parsed = parseSheet(await file.text());
    if (!parsed.ok) {
      setEntries(null);
      setProblems(
        parsed.errors
          .slice(0, 10)
          .map((e) => (e.line ? t('judges.import.lineError', { line: e.line, message: t(e.message) }) : t(e.message))),
      );
      return;
    }
    setProblems([]);
    setEntries(parsed.entries);
    if (parsed.judge) setJudge(parsed.judge);
  };

  const send = async (commit: boolean) => {
    if (!entries) return;
    const request = () => importSheet(stage.id, { judge, entries, commit });
    const answer = commit
      ? await withSavingToasts(
          {
            pending: t('judges.import.toast.saving'),
            success: t('judges.import.toast.saved'),
            error: t('judges.import.toast.error'),
          },
          t,
          request,
        )
      : await request().catch(() => null);
    if (answer) setPreview(answer);
    else if (!commit) setProblems([t('errors.refreshAndTryAgain')]);
  };

  const toApply = preview?.rows.filter(importRowApplies).length ?? 0;

  return (
    <Card withBorder radius="md" data-testid="import-sheet">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('judges.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('judges.import.intro')}
        </Text>
        <ChooseFile
          label={t('judges.import.file')}
          accept=".csv,.json,text/csv,application/json,text/plain"
          fileName={fileName}
          onFile={(file) => void read(file)}
          testId="import-file"
        />
        {problems.length > 0 && (
          <Alert color="red" role="alert">
            {problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        )}
        {entries && (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('judges.import.judgeName')}
              value={judge}
              onChange={(e) => setJudge(e.currentTarget.value)}
              maxLength={200}
              style={{ flex: '1 1 220px' }}
            />
            <Button variant="light" onClick={() => void send(false)}>
              {t('judges.import.preview')}
            </Button>
          </Group>
        )}
        {preview && <PreviewTable preview={preview} t={t} />}
        {preview && !preview.committed && (
          <Group>
            <Button onClick={() => void send(true)} disabled={toApply === 0}>
              {t('judges.import.commit', { count: toApply })}
            </Button>
          </Group>
        )}
        {preview?.committed && (
          <Alert color="forest" data-testid="import-committed">
            {t('judges.import.committed', { count: preview.applied })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function PreviewTable({ preview, t }: { preview: ImportSheetResponse; t: TFunction }) {
  const count = (...statuses: ImportRow['status'][]) => preview.rows.filter((r) => statuses.includes(r.status)).length;
  return (
    <ImportPreview
      summary={t('judges.import.summary', {
        new: count('new'),
        same: count('same'),
        conflict: count('conflict'),
        refused: count('unknownRider', 'sectionNotRidden', 'lapOutOfRange', 'resultsLocked'),
      })}
      rows={preview.rows}
      rowKey={(row) => `${row.racingNumber}/${row.section}/${row.lap}/${row.at}`}
      columns={[
        { label: t('judges.import.number'), cell: (row) => row.racingNumber },
        { label: t('judges.import.rider'), cell: (row) => row.riderName ?? '—' },
        { label: t('judges.import.slot'), cell: (row) => `${row.section} / ${row.lap}` },
        { label: t('judges.import.points'), cell: (row) => row.points, bold: true },
      ]}
      phoneLine={(row) => (
        <>
          <b>#{row.racingNumber}</b> {row.riderName ?? '—'} · {row.section}/{row.lap} · <b>{row.points}</b>
        </>
      )}
      status={(row) => ({
        color: STATUS_COLOR[row.status],
        label: t(STATUS_KEY[row.status], { existing: row.existing }),
      })}
      statusLabel={t('judges.import.status')}
    />
  );
}
