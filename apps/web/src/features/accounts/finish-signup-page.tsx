import '@mantine/core/styles/Input.css';
import { Alert, Button, Container, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { LOOSE_EMAIL } from '@trialhub/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api';
import { Form } from '../../shared/form';
import { paths, safeReturnPath } from '../../shared/paths';
import { useAfterSignIn } from '../../shared/session';
import { authErrorKey } from './auth-errors';
import { emailForLink, forgetEmailForLink } from './email-for-link';

/**
 * Where a sign-in link lands. In the browser that asked for it the e-mail is remembered and sign-in
 * completes at once; on another device the user types the e-mail again (spec §2, §7).
 */
export function FinishSignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const token = params.get('token') ?? '';
  const returnTo = safeReturnPath(params.get('return'));
  const remembered = emailForLink();
  const [email, setEmail] = useState(remembered ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const started = useRef(false);

  const finish = async (address: string) => {
    setPending(true);
    setError(null);
    try {
      await api('/api/account/magic-link/finish', { method: 'POST', json: { token, email: address.trim() } });
      forgetEmailForLink();
      await afterSignIn();
      await navigate(returnTo, { replace: true });
    } catch (e) {
      setError(t(authErrorKey(e)));
      setPending(false);
    }
  };

  useEffect(() => {
    if (remembered && token && !started.current) {
      started.current = true;
      void finish(remembered);
    }
    // Runs once, when the page opens with a remembered e-mail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = pending && !!remembered && !error;
  return (
    <Container size={440} py={{ base: 24, sm: 48 }}>
      <Title order={1} ta="center" mb="lg">
        {t('auth.finishTitle')}
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {!token ? (
          <Stack>
            <Alert color="red" variant="light" role="alert">
              {t('auth.invalidLink')}
            </Alert>
            <Button component={Link} to={paths.login}>
              {t('login.signIn')}
            </Button>
          </Stack>
        ) : waiting ? (
          <Stack align="center" py="md">
            <Loader />
            <Text>{t('auth.finishing')}</Text>
          </Stack>
        ) : (
          <Form onSubmit={() => void finish(email)}>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            {!remembered && <Text size="sm">{t('auth.confirmEmail')}</Text>}
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" size="md" loading={pending} disabled={!LOOSE_EMAIL.test(email.trim())}>
              {t('login.signIn')}
            </Button>
            <Button component={Link} to={paths.login} variant="subtle">
              {t('auth.newLink')}
            </Button>
          </Form>
        )}
      </Paper>
    </Container>
  );
}
