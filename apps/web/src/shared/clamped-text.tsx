import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Long text clamped to 4 lines with Show more / Show less (a stage's description). */
export function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <Stack gap={4}>
      <Text lineClamp={expanded ? undefined : 4} style={{ whiteSpace: 'pre-line' }} data-testid="description">
        {text}
      </Text>
      {text.length > 280 && (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('stage.showLess') : t('stage.showMore')}
        </Anchor>
      )}
    </Stack>
  );
}
