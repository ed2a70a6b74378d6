import { Alert, Anchor, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { paths } from '../../shared/paths';

/**
 * /unsubscribe/{token}: a mail's "stop mails of this kind" link. Opening it changes nothing (mail
 * scanners open links); the button does. Works signed out: the signed token is the key.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.unsubscribe.title'));
  const token = useParams().token ?? '';
  const path = `/api/mail/unsubscribe/${encodeURIComponent(token)}` as const;
  const info = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => api(path), retry: false });
  const stop = useMutation({ mutationFn: () => api(path, { method: 'POST' }) });
  const kind = info.data ? t(`notifications.kinds.${info.data.kind}`) : '';
  return (
    <Container size={560} py="xl">
      <Title order={1} mb="lg">
        {t('notifications.unsubscribe.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {info.isPending && <Skeleton h={20} w="70%" />}
          {info.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('notifications.unsubscribe.invalid')}
            </Alert>
          )}
          {info.data &&
            (stop.isSuccess || !info.data.subscribed ? (
              <Alert color="forest" variant="light" role="status">
                {stop.isSuccess
                  ? t('notifications.unsubscribe.done', { kind })
                  : t('notifications.unsubscribe.already', { kind })}
              </Alert>
            ) : (
              <>
                <Text>{t('notifications.unsubscribe.question', { kind })}</Text>
                {stop.isError && (
                  <Alert color="red" variant="light" role="alert">
                    {t(stop.error instanceof Error ? stop.error.message : 'errors.internal')}
                  </Alert>
                )}
                <Button onClick={() => stop.mutate()} loading={stop.isPending} style={{ alignSelf: 'flex-start' }}>
                  {t('notifications.unsubscribe.confirm')}
                </Button>
              </>
            ))}
          <Anchor component={Link} to={paths.profile} size="sm">
            {t('notifications.unsubscribe.profile')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
