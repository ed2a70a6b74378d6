import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  ENTRY_IMPORT_MAX_BYTES,
  type EntryImportResponse,
  type EntryImportRow,
  type PublicStage,
} from '@trialhub/domain';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { ChooseFile } from '../../shared/choose-file';
import { ImportPreview } from '../../shared/import-preview';
import { withSavingToasts } from '../../shared/saving-toast';
import { participantsKey } from './participants-api';

/** UTF-8, or Windows-1257 (Baltic) as older Excel saves "CSV (semicolon)" in Latvia and Estonia. */
export async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1257').decode(bytes);
  }
}

const STATUS_COLOR: Record<EntryImportRow['status'], string> = {
  new: 'forest',
  entered: 'gray',
  refused: 'red',
  confirm: 'orange',
};

/** A row's status as the badge says it: every reason of a refusal, and what a new row brings (a new club…). */
function statusLabel(row: EntryImportRow, t: TFunction): string {
  if (row.status === 'refused') return row.reasons.map((r) => t(r)).join(' · ');
  if (row.status === 'confirm') return t('participants.import.statusConfirm');
  const label = t(row.status === 'new' ? 'participants.import.statusNew' : 'participants.import.statusEntered');
  return [label, ...row.notes.map((n) => t(n, { club: row.clubId, near: row.nearClub }))].join(' · ');
}

/** The form's words for a class not for the rider's age: "Expert is for ages 16–∞; the rider is 11 at the stage". */
function classAgeText(row: EntryImportRow, t: TFunction): string | null {
  return row.classAge
    ? t('participant.classAgeDetail', {
        class: row.classAge.racingClass,
        from: row.classAge.yearsFrom ?? 0,
        to: row.classAge.yearsTo ?? '∞',
        age: row.classAge.age,
      })
    : null;
}

/**
 * 'Import CSV' (secretary): the file is read in the browser and sent to the server, which previews
 * each row (new, already entered, refused with the form's reason) without writing; 'Import N entries'
 * then adds the new ones in one go.
 */
export function ImportEntriesButton({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState('');
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<EntryImportResponse | null>(null);
  /** The lines the secretary enters in their class though it is not for the rider's age. */
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  /** Per line with a club near a listed one: take the listed club, or create the file's (issue #37 point 5). */
  const [clubChoices, setClubChoices] = useState<ReadonlyMap<number, 'existing' | 'new'>>(new Map());
  const url = `/api/stages/${stage.id}/participants/import` as const;

  const reset = () => {
    setFileName('');
    setCsv(null);
    setProblem(null);
    setPreview(null);
    setAccepted(new Set());
    setClubChoices(new Map());
  };

  const explain = (error: unknown) =>
    error instanceof ApiError ? t(error.fields?.csv ?? error.messageKey) : t('errors.refreshAndTryAgain');

  const read = async (file: File) => {
    reset();
    setFileName(file.name);
    if (file.size > ENTRY_IMPORT_MAX_BYTES) return setProblem(t('participants.import.tooLarge'));
    const text = await readText(file);
    try {
      setPreview(await api(url, { method: 'POST', json: { csv: text, commit: false } }));
      setCsv(text);
    } catch (error) {
      setProblem(explain(error));
    }
  };

  const commit = async () => {
    if (csv === null) return;
    const answer = await withSavingToasts(
      {
        pending: t('participants.import.toast.saving'),
        success: t('participants.import.toast.saved'),
        error: t('participants.import.toast.error'),
      },
      t,
      () =>
        api(url, {
          method: 'POST',
          json: {
            csv,
            commit: true,
            acceptClassAge: [...accepted],
            takeNearClub: [...clubChoices].flatMap(([line, c]) => (c === 'existing' ? [line] : [])),
            keepNewClub: [...clubChoices].flatMap(([line, c]) => (c === 'new' ? [line] : [])),
          },
        }),
    );
    if (answer) {
      setPreview(answer);
      // The live events carry public fields only; the secretary's list also shows status and licence.
      await queryClient.invalidateQueries({ queryKey: participantsKey(stage.id) });
    }
  };

  const count = (status: EntryImportRow['status']) => preview?.rows.filter((r) => r.status === status).length ?? 0;
  // A waiting row comes in once each of its questions (the class's ages, a near club) has an answer.
  const decided = (row: EntryImportRow) =>
    (!row.classAge || accepted.has(row.line)) && (!row.nearClub || !!row.clubChoice || clubChoices.has(row.line));
  const waiting = preview?.committed ? [] : (preview?.rows.filter((r) => r.status === 'confirm') ?? []);
  const toAdd = count('new') + waiting.filter(decided).length;
  const toDecide = preview?.committed ? count('confirm') : waiting.filter((r) => !decided(r)).length;
  // A club near a listed one: the secretary takes the listed club or creates the file's, row by row.
  const chooseClub = (row: EntryImportRow) =>
    row.nearClub && row.status === 'confirm' && !row.clubChoice && !preview?.committed ? (
      <Radio.Group
        mt={4}
        size="xs"
        value={clubChoices.get(row.line) ?? null}
        onChange={(value) => setClubChoices(new Map(clubChoices).set(row.line, value as 'existing' | 'new'))}
        aria-label={t('participants.clubNearMatch', { typed: row.clubId, club: row.nearClub })}
        data-testid="choose-club"
      >
        <Stack gap={4}>
          <Radio size="xs" value="existing" label={t('participants.clubUseExisting', { club: row.nearClub })} />
          <Radio size="xs" value="new" label={t('participants.clubKeepNew', { typed: row.clubId })} />
        </Stack>
      </Radio.Group>
    ) : null;
  // The age question in full under the class (a badge would cut it), with the row's own decision.
  const decide = (row: EntryImportRow) =>
    row.classAge ? (
      <>
        <Text size="xs" c="orange.9">
          {classAgeText(row, t)}
        </Text>
        {row.status === 'confirm' && !preview?.committed && (
          <Checkbox
            size="xs"
            mt={4}
            label={t('participants.import.acceptClassAge')}
            checked={accepted.has(row.line)}
            onChange={(e) => {
              const next = new Set(accepted);
              if (e.currentTarget.checked) next.add(row.line);
              else next.delete(row.line);
              setAccepted(next);
            }}
            data-testid="accept-class-age"
          />
        )}
      </>
    ) : null;

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconFileImport size={14} />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {t('participants.import.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('participants.import.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <Stack gap="sm" data-testid="entries-import">
          <Text size="sm" c="dimmed">
            {t('participants.import.intro')} {t('participants.import.introRules')}
          </Text>
          <ChooseFile
            label={t('participants.import.file')}
            accept=".csv,text/csv,text/plain"
            fileName={fileName}
            onFile={(file) => void read(file)}
            testId="entries-import-file"
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {preview && (
            <ImportPreview
              testId="entries-import-preview"
              summary={[
                t('participants.import.summary', { new: toAdd, entered: count('entered'), refused: count('refused') }),
                ...(toDecide > 0 ? [t('participants.import.toDecide', { count: toDecide })] : []),
              ].join(' · ')}
              rows={preview.rows}
              rowKey={(row) => String(row.line)}
              columns={[
                { label: t('participants.import.line'), cell: (row) => row.line },
                { label: t('participants.import.number'), cell: (row) => row.racingNumber, bold: true },
                { label: t('participants.import.name'), cell: (row) => row.name || '—' },
                {
                  label: t('participants.import.class'),
                  cell: (row) => (
                    <>
                      {row.racingClass}
                      {decide(row)}
                    </>
                  ),
                },
                {
                  label: t('participants.import.club'),
                  cell: (row) => (
                    <>
                      {row.clubId ?? ''}
                      {chooseClub(row)}
                    </>
                  ),
                },
              ]}
              phoneLine={(row) => (
                <>
                  <Text span c="dimmed" size="xs">
                    {row.line}.
                  </Text>{' '}
                  {row.racingNumber && <b>#{row.racingNumber} </b>}
                  {row.name || '—'} · {row.racingClass}
                  {row.clubId && ` · ${row.clubId}`}
                  {decide(row)}
                  {chooseClub(row)}
                </>
              )}
              status={(row) => ({
                color: row.status === 'new' && row.notes.length > 0 ? 'yellow' : STATUS_COLOR[row.status],
                label: statusLabel(row, t),
              })}
              statusLabel={t('participants.import.status')}
            />
          )}
          {preview && !preview.committed && (
            <Group>
              <Button onClick={() => void commit()} disabled={toAdd === 0}>
                {t('participants.import.commit', { count: toAdd })}
              </Button>
              {toAdd === 0 && (
                <Text size="sm" c="dimmed">
                  {t('participants.import.nothingNew')}
                </Text>
              )}
            </Group>
          )}
          {preview?.committed && (
            <Alert color="forest" data-testid="entries-import-committed">
              {t('participants.import.committed', { count: preview.applied })}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
