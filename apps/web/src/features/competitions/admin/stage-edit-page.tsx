import './admin-styles';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Fieldset,
  Group,
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
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { withSavingToasts } from '../../../shared/saving-toast';
import { adminApi } from './admin-api';
import {
  PublishNeedsNotice,
  SectionsBeyondNotice,
  classesMissingForPublish,
  stageFormSchema,
  withinSectionCount,
} from './section-count';
import { StageClassCard } from './stage-class-card';
import { StageSponsors } from './stage-sponsors';
import { OpenFreeSettings, StageRegulation } from './stage-extras';
import { StageTimes } from './stage-times';
import { useEditForm } from './use-edit-form';
import { useDocumentTitle } from '../../../shared/document-title';

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
        <OpenFreeSettings value={value.openFree} err={err} onChange={(openFree) => set('openFree', openFree)} />
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
            <StageClassCard
              key={i}
              cls={cls}
              index={i}
              sections={sections}
              championshipClasses={championshipClasses}
              err={err}
              onChange={(patch) => setClass(i, patch)}
              onRemove={() =>
                set(
                  'classes',
                  value.classes.filter((_, j) => j !== i),
                )
              }
            />
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

      <StageSponsors
        sponsors={value.sponsors}
        err={err}
        onChange={(sponsors) => set('sponsors', sponsors)}
        upload={(file) => upload('logo', file)}
      />

      <StageRegulation
        fileId={value.regulationFileId}
        onChange={(fileId) => set('regulationFileId', fileId)}
        upload={(file) => upload('regulation', file)}
      />

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
