import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { LaptopState } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from './dates';
import { usePublicConfig } from './public-config';
import { fetchLaptop, laptopKey } from './venue-api';

/**
 * The venue laptop's uplink (decision 085), as race control shows it: connected to the federation server
 * or not, when something was last forwarded (on the venue clock), and how many commands wait.
 */
export function UplinkStatus({ uplink, timeZone }: { uplink: LaptopState['uplink']; timeZone?: string }) {
  const { t } = useTranslation();
  const [color, label] =
    uplink.connected === null
      ? ['gray', t('venue.laptop.uplink.unknown')]
      : uplink.connected
        ? ['forest', t('venue.laptop.uplink.connected')]
        : ['red', t('venue.laptop.uplink.down')];
  return (
    <Stack gap={4} data-testid="uplink-status">
      <Group gap="xs">
        <Text fw={700}>{t('venue.laptop.uplink.title')}</Text>
        <Badge color={color} variant="light" data-testid="uplink-connected">
          {label}
        </Badge>
      </Group>
      <Text size="sm" data-testid="uplink-last">
        {uplink.lastForwardedAt
          ? t('venue.laptop.uplink.lastForwarded', { time: formatTimestamp(uplink.lastForwardedAt, timeZone) })
          : t('venue.laptop.uplink.neverForwarded')}
      </Text>
      <Text size="sm" fw={uplink.waiting > 0 ? 700 : undefined} data-testid="uplink-waiting">
        {t('venue.laptop.uplink.waiting', { count: uplink.waiting })}
      </Text>
    </Stack>
  );
}

/** On race control: the uplink of the venue laptop when this is one and it holds this stage; else nothing. */
export function RaceControlUplink({ stageId, timeZone }: { stageId: string; timeZone: string }) {
  const config = usePublicConfig();
  const laptop = useQuery({
    queryKey: laptopKey,
    queryFn: fetchLaptop,
    enabled: config.data?.venueLaptop === true,
    refetchInterval: 2000,
  });
  if (!laptop.data?.lease || laptop.data.lease.stageId !== stageId) return null;
  return (
    <Card withBorder radius="md" p="md">
      <UplinkStatus uplink={laptop.data.uplink} timeZone={timeZone} />
    </Card>
  );
}
