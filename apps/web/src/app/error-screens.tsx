import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../shared/paths';
import { reportError } from '../shared/telemetry';
import { useDocumentTitle } from '../shared/document-title';

function Screen({
  code,
  title,
  subtitle,
  text,
  action,
}: {
  code?: string;
  title: string;
  subtitle?: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text fz={{ base: 72, sm: 120 }} fw={900} c="gray.3" lh={1} aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {subtitle && (
          <Title order={2} fz={{ base: 20, sm: 24 }} fw={600}>
            {subtitle}
          </Title>
        )}
        <Text c="dimmed" size="lg" maw={480}>
          {text}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}

/** The 404 and 401 pages: a code, what happened and the way home. */
function CodeScreen({ code, kind, home }: { code: string; kind: 'notFound' | 'unauthorized'; home: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`errorScreens.${kind}.title`));
  return (
    <Screen
      code={code}
      title={t(`errorScreens.${kind}.title`)}
      text={t(`errorScreens.${kind}.text`)}
      action={
        <Button component={Link} to={paths.home} size="md">
          {t(home)}
        </Button>
      }
    />
  );
}

export const NotFoundScreen = () => <CodeScreen code="404" kind="notFound" home="errorScreens.home" />;
export const UnauthorizedScreen = () => <CodeScreen code="401" kind="unauthorized" home="errorScreens.goBackHome" />;

/** The root layout's error page: 404 for not-found errors, else 'Oops', reported to the server. */
export function RootErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) reportError(error);
  }, [error, isNotFound]);
  if (isNotFound) return <NotFoundScreen />;
  return (
    <Screen
      title={t('errorScreens.oops')}
      subtitle={t('errorScreens.somethingWentWrong')}
      text={t('errorScreens.supportNotified')}
      action={
        <Button component="a" href={paths.home} size="md">
          {t('errorScreens.home')}
        </Button>
      }
    />
  );
}
