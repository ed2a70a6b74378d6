import { Anchor, Button, Fieldset, Group, NumberInput, Text } from '@mantine/core';
import type { StageInput } from '@trialhub/domain';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type OpenFree = NonNullable<StageInput['openFree']>;

/** An open-free stage's scoring: points per gate, the time limit and the fault limit. */
export function OpenFreeSettings({
  value,
  err,
  onChange,
}: {
  value: OpenFree;
  err: (path: string) => string | undefined;
  onChange: (openFree: OpenFree) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('admin.stage.openFree')}>
      <Group align="flex-end" wrap="wrap">
        {(['A', 'B', 'C', 'D'] as const).map((gate) => (
          <NumberInput
            key={gate}
            label={t('admin.stage.gate', { gate })}
            w={110}
            min={0}
            value={value.gatePoints[gate]}
            onChange={(v) => onChange({ ...value, gatePoints: { ...value.gatePoints, [gate]: Number(v) || 0 } })}
          />
        ))}
        <NumberInput
          label={t('admin.stage.timeLimit')}
          w={170}
          min={10}
          value={value.timeLimitSeconds}
          error={err('openFree.timeLimitSeconds')}
          onChange={(v) => onChange({ ...value, timeLimitSeconds: Number(v) || 0 })}
        />
        <NumberInput
          label={t('admin.stage.faultLimit')}
          w={150}
          min={1}
          value={value.faultLimit}
          error={err('openFree.faultLimit')}
          onChange={(v) => onChange({ ...value, faultLimit: Number(v) || 0 })}
        />
      </Group>
    </Fieldset>
  );
}

/** The stage's regulation PDF: upload, open, remove. */
export function StageRegulation({
  fileId,
  onChange,
  upload,
}: {
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  /** Uploads the PDF; undefined or null when it failed (the toast said so). */
  upload: (file: File) => Promise<{ id: string } | null | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('admin.stage.regulation')}>
      <Group>
        {fileId ? (
          <Anchor href={`/api/files/${fileId}`} target="_blank">
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
              const uploaded = await upload(file);
              if (uploaded) onChange(uploaded.id);
            }}
          />
        </Button>
        {fileId && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('admin.stage.removeRegulation')}
          </Button>
        )}
      </Group>
    </Fieldset>
  );
}
