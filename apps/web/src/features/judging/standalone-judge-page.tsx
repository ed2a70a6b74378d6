import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SHEET_FORMAT, type ScoreSheet, type SheetEntry, sheetNextLap, sheetToCsv } from '@trialhub/domain';
import { IconArrowBackUp, IconCheck, IconDownload, IconFileExport } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { ClassicScores, Keypad } from './scorers';
import { LAST_JUDGE_APP_KEY } from './judge-app-key';
import { registerOfflineSupport } from './offline';
import { useDocumentTitle } from '../../shared/document-title';
import { useJudgeManifest } from './judge-manifest';

const STORAGE_KEY = 'trialhub.standaloneSheet';

function loadSheet(): ScoreSheet | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ScoreSheet) : null;
  } catch {
    return null;
  }
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The standalone judge (issue 6): the same scoring screen with no stage and no account. The sheet
 * lives on this device (saved on every tap) and leaves it as a CSV or JSON file that a secretary can
 * import into a stage from the Judges page.
 */
export function StandaloneJudgePage() {
  useJudgeManifest();
  // The installed judge app starts here (manifest start URL `?start`): on to the judge app last opened.
  const last = localStorage.getItem(LAST_JUDGE_APP_KEY);
  const starting = new URLSearchParams(window.location.search).has('start') && !!last?.startsWith('/competitions/');
  useEffect(() => {
    if (starting) window.location.replace(last!);
  }, [starting, last]);
  return starting ? null : <StandaloneJudge />;
}

function StandaloneJudge() {
  useDocumentTitle(useTranslation().t('standalone.title'));
  const [sheet, setSheet] = useState<ScoreSheet | null>(loadSheet);
  useEffect(() => registerOfflineSupport(), []);
  const save = (next: ScoreSheet | null) => {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
    setSheet(next);
  };
  return sheet ? <SheetScreen sheet={sheet} onChange={save} /> : <SheetSetup onCreate={save} />;
}

function SheetSetup({ onCreate }: { onCreate: (sheet: ScoreSheet) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [judge, setJudge] = useState('');
  const [sections, setSections] = useState<number | string>(10);
  const [laps, setLaps] = useState<number | string>(3);
  const valid = Number(sections) >= 1 && Number(sections) <= 50 && Number(laps) >= 1 && Number(laps) <= 20;
  return (
    <div className={classes.screen}>
      <Stack gap="md" py="md">
        <Title order={1} fz="h2">
          {t('standalone.title')}
        </Title>
        <Text c="dimmed">{t('standalone.intro')}</Text>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('standalone.eventName')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <TextInput
              label={t('standalone.yourName')}
              value={judge}
              onChange={(e) => setJudge(e.currentTarget.value)}
            />
            <Group grow>
              <NumberInput label={t('standalone.sections')} min={1} max={50} value={sections} onChange={setSections} />
              <NumberInput label={t('standalone.laps')} min={1} max={20} value={laps} onChange={setLaps} />
            </Group>
            <Button
              size="lg"
              disabled={!valid}
              onClick={() =>
                onCreate({
                  format: SHEET_FORMAT,
                  version: 1,
                  title: title.trim(),
                  judge: judge.trim(),
                  sections: Number(sections),
                  laps: Number(laps),
                  entries: [],
                })
              }
            >
              {t('standalone.start')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

function SheetScreen({ sheet, onChange }: { sheet: ScoreSheet; onChange: (sheet: ScoreSheet | null) => void }) {
  const { t } = useTranslation();
  const [section, setSection] = useState(1);
  const [typed, setTyped] = useState('');
  const [last, setLast] = useState<{ entry: SheetEntry; replaced: SheetEntry | undefined } | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  const number = typed === '' ? null : Number(typed);
  const lap = number === null ? 1 : sheetNextLap(sheet.entries, number, section, sheet.laps);
  const existing =
    number === null
      ? undefined
      : sheet.entries.find((e) => e.racingNumber === number && e.section === section && e.lap === lap);

  const score = (points: number) => {
    if (number === null) return;
    const entry: SheetEntry = { racingNumber: number, section, lap, points, at: new Date().toISOString() };
    const others = sheet.entries.filter((e) => !(e.racingNumber === number && e.section === section && e.lap === lap));
    onChange({ ...sheet, entries: [...others, entry] });
    setLast({ entry, replaced: existing });
    setTyped('');
  };
  const undo = () => {
    if (!last) return;
    // Undo puts back what the tap replaced, so a mistaken correction loses nothing.
    const others = sheet.entries.filter((e) => e.at !== last.entry.at || e.racingNumber !== last.entry.racingNumber);
    onChange({ ...sheet, entries: last.replaced ? [...others, last.replaced] : others });
    setLast(null);
  };
  const fileName = (sheet.title || 'score-sheet').replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase();
  const riders = [...new Set(sheet.entries.map((e) => e.racingNumber))].sort((a, b) => a - b);

  return (
    <div className={classes.screen}>
      <Stack gap="sm">
        <Group justify="space-between" className={classes.topBar}>
          <Text fw={700} truncate>
            {sheet.title || t('standalone.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('standalone.saved', { count: sheet.entries.length })}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap" data-testid="standalone-sections">
          {Array.from({ length: sheet.sections }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              size="sm"
              w={48}
              variant={n === section ? 'filled' : 'default'}
              onClick={() => setSection(n)}
            >
              {n}
            </Button>
          ))}
        </Group>
        <div className={classes.display} data-testid="typed-number">
          {typed || '—'}
        </div>
        <Text ta="center" fw={600} c={existing ? 'orange' : undefined}>
          {number === null
            ? t('judge.typeNumber')
            : existing
              ? t('judge.alreadyScored', { points: existing.points })
              : t('standalone.scoring', { section, lap })}
        </Text>
        <ClassicScores disabled={number === null} onScore={score} />
        <Keypad value={typed} onChange={setTyped} />
        {last && (
          <Alert color="teal" variant="light" icon={<IconCheck size={20} />}>
            <Group justify="space-between">
              <Text size="sm">
                {t('judge.savedTitle', {
                  number: last.entry.racingNumber,
                  section: last.entry.section,
                  lap: last.entry.lap,
                  points: last.entry.points,
                })}
              </Text>
              <Button size="xs" variant="white" leftSection={<IconArrowBackUp size={16} />} onClick={undo}>
                {t('judge.undo')}
              </Button>
            </Group>
          </Alert>
        )}
        <Card withBorder radius="md" p="xs">
          <ScrollArea>
            <Table withColumnBorders fz="sm" data-testid="standalone-sheet">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  {Array.from({ length: sheet.sections }, (_, i) => (
                    <Table.Th key={i}>{t('judge.sectionShort', { n: i + 1 })}</Table.Th>
                  ))}
                  <Table.Th>{t('standalone.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {riders.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={sheet.sections + 2}>
                      <Text c="dimmed" size="sm">
                        {t('standalone.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {riders.map((n) => {
                  const mine = sheet.entries.filter((e) => e.racingNumber === n);
                  return (
                    <Table.Tr key={n}>
                      <Table.Td fw={700}>{n}</Table.Td>
                      {Array.from({ length: sheet.sections }, (_, i) => (
                        <Table.Td key={i}>
                          {mine
                            .filter((e) => e.section === i + 1)
                            .sort((a, b) => a.lap - b.lap)
                            .map((e) => e.points)
                            .join(' ')}
                        </Table.Td>
                      ))}
                      <Table.Td fw={700}>{mine.reduce((s, e) => s + e.points, 0)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
        <Group grow>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(`${fileName}.csv`, 'text/csv', sheetToCsv(sheet))}
          >
            {t('standalone.exportCsv')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileExport size={16} />}
            onClick={() => download(`${fileName}.json`, 'application/json', JSON.stringify(sheet, null, 2))}
          >
            {t('standalone.exportJson')}
          </Button>
        </Group>
        <Button variant="subtle" color="red" onClick={() => setConfirmNew(true)}>
          {t('standalone.newSheet')}
        </Button>
      </Stack>
      <Modal opened={confirmNew} onClose={() => setConfirmNew(false)} title={t('standalone.newSheet')} centered>
        <Stack>
          <Text>{t('standalone.newSheetConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmNew(false)}>
              {t('judges.cancel')}
            </Button>
            <Button color="red" onClick={() => onChange(null)}>
              {t('standalone.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
