import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
          // gray.6: the large code keeps 3:1 against the page (WCAG's large-text contrast), as readers see it
          <Text fz={{ base: 72, sm: 120 }} fw={900} c="gray.6" lh={1} aria-hidden>
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

/** The root layout's error page: 'Oops', reported to the server. */
export function RootErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => reportError(error), [error]);
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

/**
 * Shows the root error screen instead of the app when a page throws while rendering (or its chunk cannot
 * load); going to another address (the back button) tries again.
 */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher pathname={pathname}>{children}</ErrorCatcher>;
}

class ErrorCatcher extends Component<
  { pathname: string; children: ReactNode },
  { error: unknown; failedAt: string | null | undefined }
> {
  override state = { error: null as unknown, failedAt: undefined as string | null | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(
    { pathname }: { pathname: string },
    { failedAt }: { error: unknown; failedAt: string | null | undefined },
  ) {
    if (failedAt === null) return { failedAt: pathname }; // where it failed
    if (failedAt !== undefined && failedAt !== pathname) return { error: null, failedAt: undefined };
    return null;
  }

  override render() {
    return this.state.failedAt === undefined ? this.props.children : <RootErrorScreen error={this.state.error} />;
  }
}
