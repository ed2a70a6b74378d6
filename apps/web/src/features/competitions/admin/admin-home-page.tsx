import './admin-styles';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminInstitution, SLUG, DEFAULT_POINTS_TABLE } from '@trialhub/domain';
import { IconBuilding, IconPlus, IconTrash, IconUpload, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../../shared/form';
import { withSavingToasts } from '../../../shared/saving-toast';
import { adminApi, slugify } from './admin-api';
import { useDocumentTitle } from '../../../shared/document-title';

/** /championship: the organiser's start page — institutions and championships, clubs, users. */
export function AdminHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'championships';
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('admin.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: value ?? 'championships' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="championships" leftSection={<IconBuilding size={16} />}>
            {t('admin.tabs.championships')}
          </Tabs.Tab>
          <Tabs.Tab value="clubs" leftSection={<IconUsers size={16} />}>
            {t('admin.tabs.clubs')}
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            {t('admin.tabs.users')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="championships">
          <InstitutionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="clubs">
          <ClubsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

const institutionsKey = ['admin', 'institutions'] as const;

function InstitutionsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery({ queryKey: institutionsKey, queryFn: adminApi.institutions });
  const [creatingInstitution, setCreatingInstitution] = useState(false);
  const [renaming, setRenaming] = useState<AdminInstitution | null>(null);
  const [newChampionshipFor, setNewChampionshipFor] = useState<AdminInstitution | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: institutionsKey });

  const remove = async (institution: AdminInstitution) => {
    if (!window.confirm(t('admin.institution.confirmDelete', { name: institution.name }))) return;
    await withSavingToasts(
      { pending: t('admin.toast.deleting'), success: t('admin.toast.deleted'), error: t('admin.toast.deleteError') },
      t,
      () => adminApi.deleteInstitution(institution.id),
    );
    await refresh();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('admin.institution.explain')}</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreatingInstitution(true)}>
          {t('admin.institution.new')}
        </Button>
      </Group>
      {isError && <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>}
      {isPending && <Text c="dimmed">…</Text>}
      {data?.length === 0 && <Text>{t('admin.institution.none')}</Text>}
      {data?.map((institution) => (
        <Card key={institution.id} withBorder radius="md" data-testid="institution">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <div>
              <Title order={2} fz="h3">
                {institution.name}
              </Title>
              <Text size="xs" c="dimmed">
                /{institution.id}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button variant="default" size="xs" onClick={() => setRenaming(institution)}>
                {t('admin.rename')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => void remove(institution)}
                aria-label={t('admin.institution.delete', { name: institution.name })}
              >
                <IconTrash size={16} />
              </Button>
            </Group>
          </Group>
          <Stack gap={6}>
            {institution.championships.map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/championship/${institution.id}/${c.slug}`} fw={600}>
                  {c.displayName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('admin.stageCount', { count: c.stageCount })}
                </Text>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setNewChampionshipFor(institution)}
              >
                {t('admin.championship.new')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <NameDialog
        opened={creatingInstitution}
        title={t('admin.institution.new')}
        withId
        onClose={() => setCreatingInstitution(false)}
        onSave={async (name, id) => {
          const saved = await withSavingToasts(
            { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
            t,
            () => adminApi.createInstitution(id, name),
          );
          if (saved) {
            queryClient.setQueryData(institutionsKey, saved);
            setCreatingInstitution(false);
          }
        }}
      />
      <NameDialog
        opened={renaming !== null}
        title={t('admin.rename')}
        initialName={renaming?.name}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          const saved = await withSavingToasts(
            { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
            t,
            () => adminApi.renameInstitution(renaming!.id, name),
          );
          if (saved) {
            queryClient.setQueryData(institutionsKey, saved);
            setRenaming(null);
          }
        }}
      />
      <NameDialog
        opened={newChampionshipFor !== null}
        title={t('admin.championship.new')}
        withId
        onClose={() => setNewChampionshipFor(null)}
        onSave={async (displayName, slug) => {
          const institution = newChampionshipFor!;
          const saved = await withSavingToasts(
            { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
            t,
            () =>
              adminApi.createChampionship(institution.id, {
                slug,
                displayName,
                hasWomenClasses: false,
                hasClubStandings: false,
                hasTeamCompetition: false,
                teams: [],
                classes: [],
                pointsTable: DEFAULT_POINTS_TABLE,
                otherPlacesPoints: 1,
              }),
          );
          if (saved) {
            setNewChampionshipFor(null);
            await refresh();
            await navigate(`/championship/${institution.id}/${saved.slug}`);
          }
        }}
      />
    </Stack>
  );
}

/** A small dialog for a name and, for new things, its URL id (suggested from the name). */
export function NameDialog(props: {
  opened: boolean;
  title: string;
  initialName?: string;
  withId?: boolean;
  onClose: () => void;
  onSave: (name: string, id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      {/* The form mounts with each opening, so it always starts from the given name. */}
      <NameForm {...props} />
    </Modal>
  );
}

function NameForm({
  initialName = '',
  withId = false,
  onClose,
  onSave,
}: {
  initialName?: string;
  withId?: boolean;
  onClose: () => void;
  onSave: (name: string, id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [id, setId] = useState('');
  const [idEdited, setIdEdited] = useState(false);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const effectiveId = idEdited ? id : slugify(name);
  const nameError = touched && name.trim() === '' ? t('validation.required') : undefined;
  const idError = withId && touched && !SLUG.test(effectiveId) ? t('validation.slug') : undefined;
  return (
    <Form
      onSubmit={async () => {
        setTouched(true);
        if (name.trim() === '' || (withId && !SLUG.test(effectiveId))) return;
        setPending(true);
        await onSave(name.trim(), effectiveId);
        setPending(false);
      }}
    >
      <TextInput
        label={t('admin.name')}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={nameError}
        data-autofocus
      />
      {withId && (
        <TextInput
          label={t('admin.urlId')}
          description={t('admin.urlIdHint')}
          value={effectiveId}
          onChange={(e) => {
            setIdEdited(true);
            setId(e.currentTarget.value);
          }}
          error={idError}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('profile.save')}
        </Button>
      </Group>
    </Form>
  );
}

function ClubsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: clubs } = useQuery({ queryKey: ['clubs'], queryFn: adminApi.clubs });
  const [name, setName] = useState('');
  const [country, setCountry] = useState('LV');
  const [csv, setCsv] = useState('');
  const [importResult, setImportResult] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const shown = (clubs ?? []).filter((c) => c.id.toLowerCase().includes(filter.toLowerCase()));

  const save = async () => {
    const saved = await withSavingToasts(
      { pending: t('admin.toast.saving'), success: t('admin.toast.saved'), error: t('admin.toast.saveError') },
      t,
      () => adminApi.saveClub({ id: name.trim(), country: country.trim().toUpperCase() }),
    );
    if (saved) {
      queryClient.setQueryData(['clubs'], saved);
      setName('');
    }
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('admin.clubs.add')}
        </Title>
        <Form onSubmit={() => void save()}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('admin.clubs.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <TextInput
              label={t('admin.clubs.country')}
              value={country}
              maxLength={2}
              w={90}
              onChange={(e) => setCountry(e.currentTarget.value.toUpperCase())}
              error={country && !/^[A-Z]{2}$/.test(country) ? t('validation.country') : undefined}
            />
            <Button type="submit" disabled={name.trim() === '' || !/^[A-Z]{2}$/.test(country)}>
              {t('profile.save')}
            </Button>
          </Group>
        </Form>
      </Card>
      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="xs">
          {t('admin.clubs.import')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.clubs.importHint')}
        </Text>
        <Stack>
          <Textarea
            aria-label={t('admin.clubs.import')}
            autosize
            minRows={3}
            maxRows={10}
            placeholder={'club,country\nMK Trial Rīga,LV'}
            value={csv}
            onChange={(e) => setCsv(e.currentTarget.value)}
          />
          <Group>
            <Button component="label" variant="default" leftSection={<IconUpload size={16} />}>
              {t('admin.clubs.chooseFile')}
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                hidden
                onChange={async (e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) setCsv(await file.text());
                }}
              />
            </Button>
            <Button
              disabled={csv.trim() === ''}
              onClick={async () => {
                const result = await withSavingToasts(
                  {
                    pending: t('admin.toast.saving'),
                    success: t('admin.toast.saved'),
                    error: t('admin.toast.saveError'),
                  },
                  t,
                  () => adminApi.importClubs(csv),
                );
                if (result) {
                  setImportResult(
                    t('admin.clubs.importResult', { added: result.added, updated: result.updated }) +
                      (result.badLines.length
                        ? ' ' + t('admin.clubs.badLines', { lines: result.badLines.join(', ') })
                        : ''),
                  );
                  setCsv('');
                  await queryClient.invalidateQueries({ queryKey: ['clubs'] });
                }
              }}
            >
              {t('admin.clubs.importButton')}
            </Button>
          </Group>
          {importResult && (
            <Alert color="forest" role="status">
              {importResult}
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack gap="xs">
        <TextInput
          placeholder={t('admin.clubs.filter')}
          aria-label={t('admin.clubs.filter')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={320}
        />
        <Table striped withTableBorder data-testid="clubs-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.clubs.name')}</Table.Th>
              <Table.Th w={100}>{t('admin.clubs.country')}</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((club) => (
              <Table.Tr key={club.id}>
                <Table.Td>{club.id}</Table.Td>
                <Table.Td>{club.country}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t('admin.clubs.delete', { name: club.id })}
                    onClick={async () => {
                      if (!window.confirm(t('admin.clubs.confirmDelete', { name: club.id }))) return;
                      await adminApi.deleteClub(club.id);
                      await queryClient.invalidateQueries({ queryKey: ['clubs'] });
                    }}
                  >
                    <IconTrash size={14} />
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}

function UsersPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const key = ['admin', 'users', debounced];
  // While a new search loads, the rows found before stay: emptying the table would drop a click the
  // admin is making on one of them (a switch re-rendered under the pointer). Rows keep their user's key,
  // so a user found again keeps the same switch.
  const { data: users, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => adminApi.users(debounced),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <TextInput
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
      />
      <Table withTableBorder data-testid="users-table" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.user')}</Table.Th>
            <Table.Th>{t('admin.users.judge')}</Table.Th>
            <Table.Th>{t('admin.users.secretary')}</Table.Th>
            <Table.Th>{t('admin.users.admin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users?.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Text fw={600}>{user.name}</Text>
                <Text size="xs" c="dimmed">
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                {user.isJudge ? <Badge color="forest">{t('profile.yes')}</Badge> : <Text c="dimmed">—</Text>}
              </Table.Td>
              {(['secretary', 'admin'] as const).map((role) => (
                <Table.Td key={role}>
                  <RoleSwitch
                    label={t(`admin.users.${role}For`, { name: user.name })}
                    isOn={user.roles.includes(role)}
                    onChange={async (grant) => {
                      const saved = await withSavingToasts(
                        {
                          pending: t('admin.toast.saving'),
                          success: t('admin.toast.saved'),
                          error: t('admin.toast.saveError'),
                        },
                        t,
                        () => adminApi.setRole(user.id, role, grant),
                      );
                      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
                      return saved !== null;
                    }}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {users?.length === 0 && !isFetching && <Text c="dimmed">{t('admin.users.none')}</Text>}
    </Stack>
  );
}

/** A role toggle that moves at once and moves back if the server refuses. */
function RoleSwitch({
  label,
  isOn,
  onChange,
}: {
  label: string;
  isOn: boolean;
  onChange: (grant: boolean) => Promise<boolean>;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <Switch
      aria-label={label}
      checked={pending ?? isOn}
      disabled={pending !== null}
      onChange={async (e) => {
        const grant = e.currentTarget.checked;
        setPending(grant);
        await onChange(grant);
        setPending(null);
      }}
    />
  );
}
