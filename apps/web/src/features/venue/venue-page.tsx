import '@mantine/core/styles/Input.css';
import { Alert, Button, Card, Container, Flex, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { formatTimestamp } from '../../shared/dates';
import { useDocumentTitle } from '../../shared/document-title';
import { Form } from '../../shared/form';
import { usePublicConfig } from '../../shared/public-config';
import { QrCode } from '../../shared/qr-code';
import { UplinkStatus } from '../../shared/venue-uplink';
import { askPairing, checkIn, fetchLaptop, laptopKey, pullAgain, type LaptopStateAnswer } from '../../shared/venue-api';

/** "ABCD-EFGH": the pairing code in two halves, as a secretary reads it aloud or types it. */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
/** A long label wraps inside its button on a narrow phone instead of running off it. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6, lineHeight: 1.3 },
} as const;
const errorKey = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'errors.internal');

/**
 * The venue laptop's page (`/venue`, decision 085): name the laptop and get a pairing code (with its QR)
 * for the secretary to enter at the federation server; then the stage it runs, the uplink, pulling
 * entries again and ending the day.
 */
export function VenuePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('venue.laptop.title'));
  const config = usePublicConfig();
  const laptop = useQuery({
    queryKey: laptopKey,
    queryFn: fetchLaptop,
    enabled: config.data?.venueLaptop === true,
    refetchInterval: 2000,
  });
  return (
    <Container size={640} py={{ base: 16, sm: 40 }}>
      <Stack gap="md">
        <Title order={1}>{t('venue.laptop.title')}</Title>
        {config.data && !config.data.venueLaptop ? (
          <Text>{t('venue.laptop.notLaptop')}</Text>
        ) : laptop.isError ? (
          <Alert color="red">{t(errorKey(laptop.error))}</Alert>
        ) : !laptop.data ? (
          <Loader />
        ) : (
          <LaptopScreen state={laptop.data} />
        )}
      </Stack>
    </Container>
  );
}

function LaptopScreen({ state }: { state: LaptopStateAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      {state.problem && (
        <Alert color="orange" data-testid="venue-problem">
          {t(`venue.laptop.problem.${state.problem}`)}
        </Alert>
      )}
      {state.lease ? (
        <HeldStage state={state} />
      ) : state.pairing ? (
        <PairingCode pairing={state.pairing} federationUrl={state.federationUrl} />
      ) : (
        <AskPairing federationUrl={state.federationUrl} />
      )}
    </>
  );
}

function AskPairing({ federationUrl }: { federationUrl: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const ask = useMutation({
    mutationFn: () => askPairing(name.trim()),
    onSuccess: (state) => client.setQueryData(laptopKey, state),
  });
  return (
    <Card withBorder radius="md" p="md">
      <Form onSubmit={() => ask.mutate()} gap="sm">
        <Text>{t('venue.laptop.pairIntro', { url: federationUrl })}</Text>
        <TextInput
          label={t('venue.laptop.deviceName')}
          description={t('venue.laptop.deviceNameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          required
          data-testid="venue-device-name"
        />
        {ask.isError && <Alert color="red">{t(errorKey(ask.error))}</Alert>}
        <Group>
          <Button type="submit" loading={ask.isPending} disabled={!name.trim()} data-testid="venue-pair">
            {t('venue.laptop.pair')}
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

function PairingCode({
  pairing,
  federationUrl,
}: {
  pairing: NonNullable<LaptopStateAnswer['pairing']>;
  federationUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm" align="center">
        <Text ta="center">{t('venue.laptop.codeIntro', { name: pairing.deviceName, url: federationUrl })}</Text>
        <Text
          fw={800}
          ff="monospace"
          fz={{ base: 36, sm: 56 }}
          style={{ letterSpacing: '0.12em' }}
          data-testid="venue-code"
        >
          {spaced(pairing.code)}
        </Text>
        <QrCode value={pairing.code} size={180} testId="venue-code-qr" />
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('venue.laptop.codeWaiting', { time: formatTimestamp(pairing.expiresAt) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function HeldStage({ state }: { state: LaptopStateAnswer }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lease = state.lease!;
  const pull = useMutation({ mutationFn: pullAgain, onSuccess: (s) => client.setQueryData(laptopKey, s) });
  const end = useMutation({
    mutationFn: checkIn,
    onSuccess: () => void client.invalidateQueries({ queryKey: laptopKey }),
  });
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text data-testid="venue-held">
          {lease.stageTitle
            ? t('venue.laptop.runs', { stage: lease.stageTitle, time: formatTimestamp(lease.since) })
            : t('venue.laptop.pulling')}
        </Text>
        <UplinkStatus uplink={state.uplink} />
        {pull.isError && <Alert color="red">{t(errorKey(pull.error))}</Alert>}
        {end.isError && <Alert color="red">{t(errorKey(end.error))}</Alert>}
        {/* Stacked full-width on a phone: the labels are long in Estonian and Latvian. */}
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button
            styles={wrapping}
            variant="default"
            onClick={() => pull.mutate()}
            loading={pull.isPending}
            disabled={!lease.stageTitle}
          >
            {t('venue.laptop.pullAgain')}
          </Button>
          <Button
            styles={wrapping}
            onClick={() => end.mutate()}
            loading={end.isPending}
            disabled={!lease.stageTitle}
            data-testid="venue-check-in"
          >
            {t('venue.laptop.checkIn')}
          </Button>
        </Flex>
        <Text size="sm" c="dimmed">
          {t('venue.laptop.checkInHint')}
        </Text>
      </Stack>
    </Card>
  );
}
