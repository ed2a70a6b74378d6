import './admin-styles';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  ColorInput,
  Container,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AdminChampionship,
  type ChampionshipInput,
  DEFAULT_POINTS_TABLE,
  DEFAULT_RULES,
  WOMEN_CLASS_NAMES,
  championshipInputSchema,
  nextClassColour,
  stagePath,
} from '@trialhub/domain';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTimeRange } from '../../../shared/dates';
import { withSavingToasts } from '../../../shared/saving-toast';
import styles from './admin.module.css';
import { adminApi, slugify } from './admin-api';
import { ChampionshipRulesFieldset } from './championship-rules';
import { useEditForm } from './use-edit-form';
import { useDocumentTitle } from '../../../shared/document-title';

const toInput = ({
  id: _i,
  institutionId: _inst,
  institutionName: _n,
  stages: _s,
  ...input
}: AdminChampionship): ChampionshipInput => input;

/** /championship/{institution}/{championship}: settings, classes, points table and stages. */
export function ChampionshipEditPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '' } = useParams();
  const key = ['admin', 'championship', institutionId, championshipId];
  const { data, isPending, isError } = useQuery({
    queryKey: key,
    queryFn: () => adminApi.championship(institutionId, championshipId),
  });
  useDocumentTitle(data?.displayName, t('admin.title'));
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/championship">
          {t('admin.title')}
        </Anchor>
        <Text>{data?.institutionName ?? institutionId}</Text>
      </Breadcrumbs>
      {isPending && <Text c="dimmed">…</Text>}
      {isError && <Alert color="red">{t('errors.notFound')}</Alert>}
      {data && <ChampionshipForm key={data.id + data.slug} championship={data} />}
    </Container>
  );
}

function ChampionshipForm({ championship }: { championship: AdminChampionship }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { value, setValue, setSaved, markSaved, isDirty, errors, showErrors, setShowErrors, err, set } = useEditForm(
    () => toInput(championship),
    championshipInputSchema,
  );

  const setWomenClasses = (on: boolean) => {
    setValue((old) => {
      const names = old.classes.map((c) => c.name);
      const added = on
        ? WOMEN_CLASS_NAMES.filter((n) => !names.includes(n)).map((name, i) => ({
            name,
            order: old.classes.length + i + 1,
            bgColor: '#e64980',
            borderColor: '#a61e4d',
            clubStandingMultiplier: 1,
          }))
        : [];
      return { ...old, hasWomenClasses: on, classes: [...old.classes, ...added] };
    });
  };

  const save = async () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    const result = await withSavingToasts(
      { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
      t,
      () => adminApi.saveChampionship(championship.id, value),
    );
    if (result) {
      markSaved(toInput(result));
      queryClient.setQueryData(['admin', 'championship', championship.institutionId, result.slug], result);
      if (result.slug !== championship.slug)
        await navigate(`/championship/${championship.institutionId}/${result.slug}`, { replace: true });
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{value.displayName || championship.displayName}</Title>
        <Group>
          <Anchor component={Link} to={`/competitions/${championship.institutionId}/${championship.slug}`} size="sm">
            {t('admin.publicPage')} <IconExternalLink size={14} />
          </Anchor>
          <Button onClick={() => void save()} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </Group>
      </Group>
      {showErrors && Object.keys(errors).length > 0 && (
        <Alert color="red" role="alert">
          {t('errors.validation')}
        </Alert>
      )}

      <Fieldset legend={t('admin.championship.settings')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.championship.displayName')}
            required
            value={value.displayName}
            onChange={(e) => set('displayName', e.currentTarget.value)}
            error={err('displayName')}
          />
          <TextInput
            label={t('admin.urlId')}
            description={t('admin.urlIdHint')}
            required
            value={value.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={err('slug')}
          />
        </SimpleGrid>
        <Stack gap="xs" mt="md">
          <Switch
            label={t('admin.championship.hasWomenClasses')}
            checked={value.hasWomenClasses}
            onChange={(e) => setWomenClasses(e.currentTarget.checked)}
          />
          <Switch
            label={t('admin.championship.hasClubStandings')}
            checked={value.hasClubStandings}
            onChange={(e) => set('hasClubStandings', e.currentTarget.checked)}
          />
          <Switch
            label={t('admin.championship.hasTeamCompetition')}
            checked={value.hasTeamCompetition}
            onChange={(e) => set('hasTeamCompetition', e.currentTarget.checked)}
          />
        </Stack>
        {value.hasTeamCompetition && (
          <TagsInput
            mt="md"
            label={t('admin.championship.teams')}
            description={t('admin.championship.teamsHint')}
            value={value.teams}
            onChange={(teams) => set('teams', teams)}
            error={err('teams.0')}
          />
        )}
      </Fieldset>

      <Fieldset legend={t('admin.championship.classes')}>
        <Stack gap="sm">
          {value.classes.map((cls, i) => (
            <Group key={i} align="flex-end" wrap="wrap" gap="sm" data-testid="championship-class">
              <TextInput
                label={t('admin.class.name')}
                value={cls.name}
                w={160}
                error={err(`classes.${i}.name`)}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  set(
                    'classes',
                    value.classes.map((c, j) => (j === i ? { ...c, name } : c)),
                  );
                }}
              />
              <NumberInput
                label={t('admin.class.order')}
                value={cls.order}
                w={80}
                min={0}
                onChange={(v) =>
                  set(
                    'classes',
                    value.classes.map((c, j) => (j === i ? { ...c, order: Number(v) || 0 } : c)),
                  )
                }
              />
              <ColorInput
                label={t('admin.class.bgColor')}
                value={cls.bgColor}
                w={150}
                error={err(`classes.${i}.bgColor`)}
                onChange={(bgColor) =>
                  set(
                    'classes',
                    value.classes.map((c, j) => (j === i ? { ...c, bgColor } : c)),
                  )
                }
              />
              <ColorInput
                label={t('admin.class.borderColor')}
                value={cls.borderColor}
                w={150}
                error={err(`classes.${i}.borderColor`)}
                onChange={(borderColor) =>
                  set(
                    'classes',
                    value.classes.map((c, j) => (j === i ? { ...c, borderColor } : c)),
                  )
                }
              />
              <NumberInput
                label={t('admin.class.multiplier')}
                value={cls.clubStandingMultiplier}
                w={120}
                min={0}
                step={0.1}
                decimalScale={2}
                onChange={(v) =>
                  set(
                    'classes',
                    value.classes.map((c, j) => (j === i ? { ...c, clubStandingMultiplier: Number(v) || 0 } : c)),
                  )
                }
              />
              <Button
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
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                const colour = nextClassColour(value.classes.map((c) => c.bgColor));
                set('classes', [
                  ...value.classes,
                  {
                    name: '',
                    order: value.classes.length + 1,
                    bgColor: colour.color,
                    borderColor: colour.border,
                    clubStandingMultiplier: 1,
                  },
                ]);
              }}
            >
              {t('admin.class.add')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('admin.championship.points')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.championship.pointsHint')}
        </Text>
        <TagsInput
          label={t('admin.championship.pointsByPlace')}
          value={value.pointsTable.map(String)}
          onChange={(list) =>
            set(
              'pointsTable',
              list.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n >= 0),
            )
          }
          error={err('pointsTable')}
        />
        <Group mt="sm" align="flex-end">
          <NumberInput
            label={t('admin.championship.otherPlaces')}
            value={value.otherPlacesPoints}
            min={0}
            w={200}
            onChange={(v) => set('otherPlacesPoints', Number(v) || 0)}
          />
          <Button
            variant="default"
            onClick={() => {
              set('pointsTable', DEFAULT_POINTS_TABLE);
              set('otherPlacesPoints', 1);
            }}
          >
            {t('admin.championship.defaultPoints')}
          </Button>
        </Group>
      </Fieldset>

      <ChampionshipRulesFieldset
        rules={value.rules ?? DEFAULT_RULES}
        stageCount={championship.stages.length}
        onChange={(rules) => set('rules', rules)}
        err={err}
      />

      <StagesCard championship={championship} />

      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          onClick={async () => {
            if (!window.confirm(t('admin.championship.confirmDelete', { name: championship.displayName }))) return;
            const ok = await withSavingToasts(
              {
                pending: t('admin.toast.deleting'),
                success: t('admin.toast.deleted'),
                error: t('admin.toast.deleteError'),
              },
              t,
              () => adminApi.deleteChampionship(championship.id),
            );
            if (ok !== null) {
              setSaved(value);
              await navigate('/championship');
            }
          }}
        >
          {t('admin.championship.delete')}
        </Button>
        <Button onClick={() => void save()} disabled={!isDirty}>
          {t('profile.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function StagesCard({ championship }: { championship: AdminChampionship }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const base = `/championship/${championship.institutionId}/${championship.slug}`;
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3">
          {t('admin.stages.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('admin.stages.new')}
        </Button>
      </Group>
      {championship.stages.length === 0 ? (
        <Text c="dimmed">{t('admin.stages.none')}</Text>
      ) : (
        <Box component="ul" className={styles.stageList}>
          {championship.stages.map((stage) => (
            <li key={stage.id} className={styles.stageRow} data-testid="stage-row">
              <div className={styles.stageTitle}>
                <Anchor component={Link} to={`${base}/${stage.slug}`} fw={600}>
                  {stage.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTimeRange(stage.competitionStartDate, stage.competitionEndDate, stage.timeZone)}
                  {stage.location ? ` · ${stage.location}` : ''}
                </Text>
              </div>
              <Badge color={stage.status === 'published' ? 'forest' : 'gray'} variant="light" miw="max-content">
                {t(`admin.stageStatus.${stage.status}`)}
              </Badge>
              <Text size="sm">
                {stage.competitionType === 'openFree' ? t('home.openFree') : t('admin.stage.classic')}
              </Text>
              <Text size="sm">{t('admin.stages.participants', { count: stage.participantCount })}</Text>
              <Anchor
                component={Link}
                to={stagePath({
                  institutionId: championship.institutionId,
                  championshipId: championship.slug,
                  stageId: stage.slug,
                })}
                size="sm"
              >
                {t('admin.publicPage')}
              </Anchor>
            </li>
          ))}
        </Box>
      )}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('admin.stages.new')}
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <Stack>
          <TextInput
            label={t('admin.stage.title')}
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={touched && title.trim() === '' ? t('validation.required') : undefined}
            data-autofocus
          />
          <Select
            label={t('admin.stages.copyFrom')}
            placeholder={t('admin.stages.copyNothing')}
            clearable
            data={championship.stages.map((s) => ({ value: s.id, label: s.title }))}
            value={copyFrom}
            onChange={setCopyFrom}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreating(false)}>
              {t('profile.cancel')}
            </Button>
            <Button
              onClick={async () => {
                setTouched(true);
                if (title.trim() === '') return;
                const created = await withSavingToasts(
                  {
                    pending: t('admin.toast.saving'),
                    success: t('admin.toast.saved'),
                    error: t('admin.toast.saveError'),
                  },
                  t,
                  () => adminApi.createStage(championship.id, slugify(title) || 'stage', title.trim(), copyFrom),
                );
                if (created) {
                  // The stage page finds the stage through the championship's list: refresh it first.
                  await queryClient.invalidateQueries({ queryKey: ['admin', 'championship'] });
                  await navigate(`${base}/${created.slug}`);
                }
              }}
            >
              {t('admin.stages.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
