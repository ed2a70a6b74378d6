import { Button, CopyButton, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';

/** The rider's private calendar feed of their entries (issue #18): an address to subscribe to, to copy. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useQuery({ queryKey: ['me', 'calendar'], queryFn: () => api('/api/me/calendar') });
  if (!feed.data) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" data-testid="calendar-feed">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <IconCalendarEvent size={20} style={{ verticalAlign: '-3px', marginRight: 6 }} />
          {t('profile.calendar')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.calendarHint')}
        </Text>
        <TextInput
          readOnly
          value={feed.data.url}
          aria-label={t('profile.calendar')}
          onFocus={(e) => e.currentTarget.select()}
          rightSectionWidth={100}
          rightSection={
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? t('profile.copied') : t('profile.copy')}
                </Button>
              )}
            </CopyButton>
          }
        />
      </Stack>
    </Paper>
  );
}
