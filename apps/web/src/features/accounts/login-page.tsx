import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { safeReturnPath } from '../../shared/paths';
import { sessionQueryKey, useSession } from '../../shared/session';

/** A loose e-mail check (spec §5): something@something.something before Submit enables. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * Sign-in with e-mail and password. The other methods of the spec (Google, magic link, sign-up,
 * password reset, code entry) are the Accounts issue's.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const returnTo = safeReturnPath(params.get('return'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (session) return <Navigate to={returnTo} replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await api('/api/auth/sign-in/email', { method: 'POST', json: { email: email.trim(), password } });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate(returnTo, { replace: true });
    } catch (e) {
      const invalid = e instanceof ApiError && (e.status === 401 || e.status === 400);
      setError(invalid ? t('login.invalidCredentials') : t('login.authFailed'));
      if (invalid) setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Container size={420} py={48}>
      <Title order={1} ta="center" mb="xs">
        {t('login.title')}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={(e) => void submit(e)}>
        <Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button
            type="submit"
            loading={pending}
            disabled={!looksLikeEmail(email) || password === ''}
            fullWidth
            size="md"
          >
            {t('login.signIn')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('login.demoHint')}{' '}
            <Anchor size="xs" component="span">
              rider@trialhub.demo
            </Anchor>{' '}
            / trialhub-demo
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
