import './admin-styles';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Chip,
  ColorInput,
  Container,
  Fieldset,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { type AdminStage, type RacingClassInput, type StageInput, nextClassColour, stagePath } from '@trialhub/domain';
import { useState } from 'react';
import { IconExternalLink, IconFileTypePdf, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { withSavingToasts } from '../../../shared/saving-toast';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import {
  PublishNeedsNotice,
  SectionsBeyondNotice,
  classesMissingForPublish,
  stageFormSchema,
  withinSectionCount,
} from './section-count';
import { StageClassName } from './stage-class-name';
import { StageTimes } from './stage-times';
import { useEditForm } from './use-edit-form';
import { useDocumentTitle } from '../../../shared/document-title';
import { TimeInput } from '../../../shared/date-input';

const toInput = ({
  id: _i,
  championshipId: _c,
  championshipSlug: _s,
  championshipName: _n,
  institutionId: _inst,
  updatedAt: _u,
  ...input
}: AdminStage): StageInput => input;

/** /championship/{institution}/{championship}/{stage}: every stage field of spec §3. */
export function StageEditPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const championship = useQuery({
    queryKey: ['admin', 'championship', institutionId, championshipId],
    queryFn: () => adminApi.championship(institutionId, championshipId),
  });
  const id = championship.data?.stages.find((s) => s.slug === stageId)?.id;
  const stage = useQuery({ queryKey: ['admin', 'stage', id], queryFn: () => adminApi.stage(id!), enabled: !!id });
  useDocumentTitle(stage.data?.title, championship.data?.displayName, t('admin.title'));
  const missing = championship.isError || (championship.data && !id) || stage.isError;
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/championship">
          {t('admin.title')}
        </Anchor>
        <Anchor component={Link} to={`/championship/${institutionId}/${championshipId}`}>
          {championship.data?.displayName ?? championshipId}
        </Anchor>
      </Breadcrumbs>
      {missing && <Alert color="red">{t('errors.notFound')}</Alert>}
      {stage.data && (
        <StageForm
          key={stage.data.id + stage.data.updatedAt}
          stage={stage.data}
          championshipClasses={championship.data?.classes ?? []}
        />
      )}
    </Container>
  );
}

function StageForm({
  stage,
  championshipClasses,
}: {
  stage: AdminStage;
  championshipClasses: readonly { name: string; bgColor: string }[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { value, setValue, saved, setSaved, markSaved, isDirty, errors, showErrors, setShowErrors, err, set } =
    useEditForm(() => toInput(stage), stageFormSchema);
  const setClass = (i: number, patch: Partial<RacingClassInput>) =>
    set(
      'classes',
      value.classes.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    );
  const [publishBlocked, setPublishBlocked] = useState<string[]>([]);
  const sections = Array.from({ length: value.sectionCount }, (_, i) => i + 1);
  const publicPath = stagePath({
    institutionId: stage.institutionId,
    championshipId: stage.championshipSlug,
    stageId: saved.slug,
  });

  const save = async (override?: Partial<StageInput>) => {
    const next = withinSectionCount({ ...value, ...override });
    setShowErrors(true);
    setPublishBlocked(next.status === 'published' ? classesMissingForPublish(next) : []);
    if (!stageFormSchema.safeParse(next).success) return;
    const result = await withSavingToasts(
      { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
      t,
      () => adminApi.saveStage(stage.id, next),
    );
    if (result) {
      markSaved(toInput(result));
      queryClient.setQueryData(['admin', 'stage', stage.id], result);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'championship'] });
      if (result.slug !== stage.slug) {
        await navigate(`/championship/${stage.institutionId}/${stage.championshipSlug}/${result.slug}`, {
          replace: true,
        });
      }
    }
  };

  const upload = async (kind: 'logo' | 'regulation', file: File) =>
    withSavingToasts(
      { pending: t('admin.toast.uploading'), success: t('admin.toast.uploaded'), error: t('admin.toast.uploadError') },
      t,
      () => adminApi.upload(kind, file),
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {stage.championshipName}
          </Text>
          <Title order={1}>{value.title || stage.title}</Title>
        </div>
        <Group>
          <Anchor href={publicPath} target="_blank" size="sm">
            {t('admin.preview')} <IconExternalLink size={14} />
          </Anchor>
          {saved.status === 'published' ? (
            <Button variant="default" onClick={() => void save({ status: 'draft' })}>
              {t('admin.stage.unpublish')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => void save({ status: 'published' })}>
              {t('admin.stage.publish')}
            </Button>
          )}
          <Button onClick={() => void save()} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c={saved.status === 'published' ? 'forest.7' : 'dimmed'} fw={600} data-testid="stage-status">
        {t(`admin.stageStatus.${saved.status}`)}
      </Text>
      <PublishNeedsNotice classes={publishBlocked} />
      {showErrors && Object.keys(errors).length > 0 && (
        <Alert color="red" role="alert">
          {t('errors.validation')}
        </Alert>
      )}

      <Fieldset legend={t('admin.stage.basics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.stage.title')}
            required
            value={value.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={err('title')}
          />
          <TextInput
            label={t('admin.urlId')}
            description={t('admin.urlIdHint')}
            required
            value={value.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={err('slug')}
          />
          <TextInput
            label={t('admin.stage.location')}
            value={value.location ?? ''}
            onChange={(e) => set('location', e.currentTarget.value)}
            error={err('location')}
          />
          <TextInput
            label={t('admin.stage.organizer')}
            value={value.competitionOrganizer ?? ''}
            onChange={(e) => set('competitionOrganizer', e.currentTarget.value)}
          />
          <StageTimes value={value} onChange={(patch) => setValue((old) => ({ ...old, ...patch }))} error={err} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('admin.stage.type')}
            </Text>
            <SegmentedControl
              value={value.competitionType}
              onChange={(type) => {
                const competitionType = type as StageInput['competitionType'];
                setValue((old) => ({
                  ...old,
                  competitionType,
                  openFree:
                    competitionType === 'openFree'
                      ? (old.openFree ?? {
                          gatePoints: { A: 10, B: 20, C: 30, D: 40 },
                          timeLimitSeconds: 120,
                          faultLimit: 3,
                        })
                      : old.openFree,
                }));
              }}
              data={[
                { value: 'classic', label: t('admin.stage.classic') },
                { value: 'openFree', label: t('home.openFree') },
              ]}
            />
          </Stack>
          <TextInput
            label={t('admin.stage.googleMaps')}
            placeholder="https://maps.google.com/…"
            value={value.googleMaps ?? ''}
            onChange={(e) => set('googleMaps', e.currentTarget.value)}
            error={err('googleMaps')}
          />
          <TextInput
            label={t('admin.stage.waze')}
            placeholder="https://waze.com/ul?…"
            value={value.waze ?? ''}
            onChange={(e) => set('waze', e.currentTarget.value)}
            error={err('waze')}
          />
        </SimpleGrid>
        <Group mt="md" gap="xl">
          <Switch
            label={t('admin.stage.manualDnf')}
            checked={value.manualDnf}
            onChange={(e) => set('manualDnf', e.currentTarget.checked)}
          />
          <Switch
            label={t('admin.stage.showEndTimeDiff')}
            checked={value.showEndTimeDiff}
            onChange={(e) => set('showEndTimeDiff', e.currentTarget.checked)}
          />
        </Group>
      </Fieldset>

      {value.competitionType === 'openFree' && value.openFree && (
        <Fieldset legend={t('admin.stage.openFree')}>
          <Group align="flex-end" wrap="wrap">
            {(['A', 'B', 'C', 'D'] as const).map((gate) => (
              <NumberInput
                key={gate}
                label={t('admin.stage.gate', { gate })}
                w={110}
                min={0}
                value={value.openFree!.gatePoints[gate]}
                onChange={(v) =>
                  set('openFree', {
                    ...value.openFree!,
                    gatePoints: { ...value.openFree!.gatePoints, [gate]: Number(v) || 0 },
                  })
                }
              />
            ))}
            <NumberInput
              label={t('admin.stage.timeLimit')}
              w={170}
              min={10}
              value={value.openFree.timeLimitSeconds}
              error={err('openFree.timeLimitSeconds')}
              onChange={(v) => set('openFree', { ...value.openFree!, timeLimitSeconds: Number(v) || 0 })}
            />
            <NumberInput
              label={t('admin.stage.faultLimit')}
              w={150}
              min={1}
              value={value.openFree.faultLimit}
              error={err('openFree.faultLimit')}
              onChange={(v) => set('openFree', { ...value.openFree!, faultLimit: Number(v) || 0 })}
            />
          </Group>
        </Fieldset>
      )}

      <Fieldset legend={t('admin.stage.classes')}>
        <NumberInput
          label={t('admin.stage.sectionCount')}
          w={200}
          min={1}
          max={50}
          value={value.sectionCount}
          error={err('sectionCount')}
          onChange={(v) => set('sectionCount', Math.max(1, Number(v) || 1))}
          mb="md"
        />
        <SectionsBeyondNotice value={value} />
        <Stack gap="lg">
          {value.classes.map((cls, i) => (
            <Stack
              key={i}
              gap="xs"
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 8,
                borderLeft: `6px solid ${cls.color}`,
              }}
              data-testid="racing-class"
            >
              <div className={styles.classRow}>
                <StageClassName
                  value={cls.name}
                  championshipClasses={championshipClasses}
                  onChange={(name) => setClass(i, { name })}
                  onPick={(picked) => setClass(i, { name: picked.name, color: picked.bgColor })}
                  error={err(`classes.${i}.name`)}
                />
                <ColorInput
                  label={t('admin.class.color')}
                  style={{ gridArea: 'color' }}
                  value={cls.color}
                  onChange={(color) => setClass(i, { color })}
                  error={err(`classes.${i}.color`)}
                />
                <TimeInput
                  label={t('admin.class.startTime')}
                  style={{ gridArea: 'start' }}
                  value={cls.startTime ?? ''}
                  onChange={(v) => setClass(i, { startTime: v || null })}
                  error={err(`classes.${i}.startTime`)}
                />
                <TimeInput
                  label={t('admin.class.endTime')}
                  style={{ gridArea: 'end' }}
                  value={cls.endTime ?? ''}
                  onChange={(v) => setClass(i, { endTime: v || null })}
                  error={err(`classes.${i}.endTime`)}
                />
                <NumberInput
                  label={t('admin.class.yearsFrom')}
                  style={{ gridArea: 'yearsFrom' }}
                  min={0}
                  max={190}
                  value={cls.yearsFrom ?? ''}
                  onChange={(v) => setClass(i, { yearsFrom: v === '' ? null : Number(v) })}
                  error={err(`classes.${i}.yearsFrom`)}
                />
                <NumberInput
                  label={t('admin.class.yearsTo')}
                  style={{ gridArea: 'yearsTo' }}
                  min={0}
                  max={190}
                  value={cls.yearsTo ?? ''}
                  onChange={(v) => setClass(i, { yearsTo: v === '' ? null : Number(v) })}
                  error={err(`classes.${i}.yearsTo`)}
                />
                <NumberInput
                  label={t('admin.class.laps')}
                  style={{ gridArea: 'laps' }}
                  min={1}
                  max={20}
                  value={cls.laps}
                  onChange={(v) => setClass(i, { laps: Number(v) || 1 })}
                  error={err(`classes.${i}.laps`)}
                />
                <NumberInput
                  label={t('admin.class.order')}
                  style={{ gridArea: 'order' }}
                  min={0}
                  value={cls.order}
                  onChange={(v) => setClass(i, { order: Number(v) || 0 })}
                />
                <Button
                  style={{ gridArea: 'remove' }}
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.class.remove', { name: cls.name })}
                  onClick={() =>
                    set(
                      'classes',
                      value.classes.filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconTrash size={16} />
                </Button>
              </div>
              <Text size="sm" fw={500}>
                {t('admin.class.sections')}
              </Text>
              <Chip.Group
                multiple
                value={cls.lapSections.map(String)}
                onChange={(list) => setClass(i, { lapSections: list.map(Number).sort((a, b) => a - b) })}
              >
                <Group gap={6}>
                  {sections.map((n) => (
                    <Chip key={n} value={String(n)} size="xs">
                      {n}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {err(`classes.${i}.lapSections`) && (
                <Text size="xs" c="red">
                  {err(`classes.${i}.lapSections`)}
                </Text>
              )}
            </Stack>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                set('classes', [
                  ...value.classes,
                  {
                    name: '',
                    color: nextClassColour(value.classes.map((c) => c.color)).color,
                    startTime: null,
                    endTime: null,
                    yearsFrom: null,
                    yearsTo: null,
                    laps: 3,
                    lapSections: sections,
                    order: value.classes.length + 1,
                  },
                ])
              }
            >
              {t('admin.class.add')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('admin.stage.descriptions')}>
        <Tabs defaultValue="lv">
          <Tabs.List>
            <Tabs.Tab value="lv">Latviešu</Tabs.Tab>
            <Tabs.Tab value="et">Eesti</Tabs.Tab>
            <Tabs.Tab value="en">English</Tabs.Tab>
          </Tabs.List>
          {(['Lv', 'Et', 'En'] as const).map((lang) => (
            <Tabs.Panel key={lang} value={lang.toLowerCase()} pt="sm">
              <Textarea
                autosize
                minRows={4}
                aria-label={`${t('admin.stage.descriptions')} ${lang.toUpperCase()}`}
                value={value[`description${lang}`] ?? ''}
                onChange={(e) => set(`description${lang}`, e.currentTarget.value)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Fieldset>

      <Fieldset legend={t('admin.stage.sponsors')}>
        <Stack gap="sm">
          {value.sponsors.map((sponsor, i) => (
            <Group key={i} align="flex-end" wrap="wrap" gap="sm" data-testid="sponsor">
              <div
                style={{
                  width: 140,
                  height: 100,
                  border: '1px dashed var(--mantine-color-gray-4)',
                  borderRadius: 6,
                  display: 'grid',
                  placeItems: 'center',
                  overflow: 'hidden',
                }}
              >
                {sponsor.logoFileId ? (
                  <Image src={`/api/files/${sponsor.logoFileId}`} alt={sponsor.name} w={140} h={100} fit="contain" />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('admin.stage.noLogo')}
                  </Text>
                )}
              </div>
              <TextInput
                label={t('admin.name')}
                value={sponsor.name}
                error={err(`sponsors.${i}.name`)}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  set(
                    'sponsors',
                    value.sponsors.map((s, j) => (j === i ? { ...s, name } : s)),
                  );
                }}
              />
              <TextInput
                label={t('admin.stage.sponsorUrl')}
                placeholder="https://"
                value={sponsor.url ?? ''}
                error={err(`sponsors.${i}.url`)}
                onChange={(e) => {
                  const url = e.currentTarget.value;
                  set(
                    'sponsors',
                    value.sponsors.map((s, j) => (j === i ? { ...s, url } : s)),
                  );
                }}
              />
              <Button component="label" variant="default" leftSection={<IconUpload size={16} />}>
                {t('admin.stage.uploadLogo')}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml"
                  hidden
                  onChange={async (e) => {
                    const file = e.currentTarget.files?.[0];
                    if (!file) return;
                    const uploaded = await upload('logo', file);
                    if (uploaded)
                      set(
                        'sponsors',
                        value.sponsors.map((s, j) => (j === i ? { ...s, logoFileId: uploaded.id } : s)),
                      );
                  }}
                />
              </Button>
              <Button
                variant="subtle"
                color="red"
                aria-label={t('admin.stage.removeSponsor', { name: sponsor.name })}
                onClick={() =>
                  set(
                    'sponsors',
                    value.sponsors.filter((_, j) => j !== i),
                  )
                }
              >
                <IconTrash size={16} />
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => set('sponsors', [...value.sponsors, { name: '', logoFileId: null, url: null }])}
            >
              {t('admin.stage.addSponsor')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('admin.stage.regulation')}>
        <Group>
          {value.regulationFileId ? (
            <Anchor href={`/api/files/${value.regulationFileId}`} target="_blank">
              <Group gap={6}>
                <IconFileTypePdf size={20} />
                {t('admin.stage.regulationFile')}
              </Group>
            </Anchor>
          ) : (
            <Text c="dimmed">{t('admin.stage.noRegulation')}</Text>
          )}
          <Button component="label" variant="default" leftSection={<IconUpload size={16} />}>
            {t('admin.stage.uploadRegulation')}
            <input
              type="file"
              accept="application/pdf"
              hidden
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                if (!file) return;
                const uploaded = await upload('regulation', file);
                if (uploaded) set('regulationFileId', uploaded.id);
              }}
            />
          </Button>
          {value.regulationFileId && (
            <Button variant="subtle" color="red" onClick={() => set('regulationFileId', null)}>
              {t('admin.stage.removeRegulation')}
            </Button>
          )}
        </Group>
      </Fieldset>

      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          onClick={async () => {
            if (!window.confirm(t('admin.stage.confirmDelete', { name: stage.title }))) return;
            const ok = await withSavingToasts(
              {
                pending: t('admin.toast.deleting'),
                success: t('admin.toast.deleted'),
                error: t('admin.toast.deleteError'),
              },
              t,
              () => adminApi.deleteStage(stage.id),
            );
            if (ok !== null) {
              setSaved(value);
              await queryClient.invalidateQueries({ queryKey: ['admin', 'championship'] });
              await navigate(`/championship/${stage.institutionId}/${stage.championshipSlug}`);
            }
          }}
        >
          {t('admin.stage.delete')}
        </Button>
        <Button onClick={() => void save()} disabled={!isDirty}>
          {t('profile.save')}
        </Button>
      </Group>
    </Stack>
  );
}
