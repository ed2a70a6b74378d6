import { Button, Fieldset, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { StageInput } from '@trialhub/domain';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Sponsor = StageInput['sponsors'][number];

/** The stage's sponsors (spec §3): name, link and an uploaded logo each. */
export function StageSponsors({
  sponsors,
  err,
  onChange,
  upload,
}: {
  sponsors: Sponsor[];
  err: (path: string) => string | undefined;
  onChange: (sponsors: Sponsor[]) => void;
  /** Uploads a logo; undefined or null when it failed (the toast said so). */
  upload: (file: File) => Promise<{ id: string } | null | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('admin.stage.sponsors')}>
      <Stack gap="sm">
        {sponsors.map((sponsor, i) => (
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
                onChange(sponsors.map((s, j) => (j === i ? { ...s, name } : s)));
              }}
            />
            <TextInput
              label={t('admin.stage.sponsorUrl')}
              placeholder="https://"
              value={sponsor.url ?? ''}
              error={err(`sponsors.${i}.url`)}
              onChange={(e) => {
                const url = e.currentTarget.value;
                onChange(sponsors.map((s, j) => (j === i ? { ...s, url } : s)));
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
                  const uploaded = await upload(file);
                  if (uploaded) onChange(sponsors.map((s, j) => (j === i ? { ...s, logoFileId: uploaded.id } : s)));
                }}
              />
            </Button>
            <Button
              variant="subtle"
              color="red"
              aria-label={t('admin.stage.removeSponsor', { name: sponsor.name })}
              onClick={() => onChange(sponsors.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...sponsors, { name: '', logoFileId: null, url: null }])}
          >
            {t('admin.stage.addSponsor')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
