import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/PinInput.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  PasswordInput,
  PinInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LOOSE_EMAIL, PASSWORD_MIN } from '@trialhub/domain';
import { IconBrandGoogleFilled, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api';
import { Form } from '../../shared/form';
import { paths, safeReturnPath } from '../../shared/paths';
import { usePublicConfig } from '../../shared/public-config';
import { useAfterSignIn, useSession } from '../../shared/session';
import { authErrorKey } from './auth-errors';
import { rememberEmailForLink } from './email-for-link';
import { useDocumentTitle } from '../../shared/document-title';

type Method = 'password' | 'link' | 'code';
type PasswordMode = 'signIn' | 'signUp' | 'forgot';

const isEmail = (value: string) => LOOSE_EMAIL.test(value.trim());

/**
 * /login: Google (when configured), e-mail + password (sign in, sign up, forgot password), e-mail
 * link, and e-mail code; plus the modes a link opens: set a new password (?mode=reset&token=) and
 * add a password to a signed-in account (?mode=set-password). `return` sets where the user lands.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const { data: session, isPending: sessionPending } = useSession();
  const { data: config } = usePublicConfig();
  const returnTo = safeReturnPath(params.get('return'));
  const urlMode = params.get('mode');

  const [method, setMethod] = useState<Method>('password');
  const [mode, setMode] = useState<PasswordMode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);

  useDocumentTitle(mode === 'signUp' && method === 'password' ? t('auth.signUpTitle') : t('login.title'));
  if (urlMode === 'reset') return <ResetPasswordForm token={params.get('token') ?? ''} />;
  if (urlMode === 'set-password') return <SetPasswordForm returnTo={returnTo} />;
  if (session && !sessionPending) return <Navigate to={returnTo} replace />;

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (e) {
      const key = authErrorKey(e);
      setError(t(key));
      if (key === 'auth.invalidCredentials') setPassword('');
      if (key === 'auth.emailInUse') setMode('signIn');
    } finally {
      setPending(false);
    }
  };

  const finishSignIn = async () => {
    await afterSignIn();
    await navigate(returnTo, { replace: true });
  };

  const submitPassword = () => {
    setTouched(true);
    if (mode === 'signUp' && displayName.trim() === '') return;
    void run(async () => {
      if (mode === 'signIn') {
        await api('/api/auth/sign-in/email', { method: 'POST', json: { email: email.trim(), password } });
        await finishSignIn();
      } else if (mode === 'signUp') {
        await api('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: email.trim(), password, name: displayName.trim() },
        });
        await finishSignIn();
      } else {
        await api('/api/account/request-password-reset', { method: 'POST', json: { email: email.trim() } });
        setNotice(t('auth.resetSent', { email: email.trim() }));
      }
    });
  };

  const submitLink = () => {
    void run(async () => {
      await api('/api/auth/sign-in/magic-link', {
        method: 'POST',
        json: { email: email.trim(), callbackURL: returnTo },
      });
      rememberEmailForLink(email.trim());
      setNotice(t('auth.linkSent', { email: email.trim() }));
    });
  };

  const submitCode = () => {
    if (!codeSent) {
      void run(async () => {
        await api('/api/auth/email-otp/send-verification-otp', {
          method: 'POST',
          json: { email: email.trim(), type: 'sign-in' },
        });
        setCodeSent(true);
        setNotice(t('auth.codeSent', { email: email.trim() }));
      });
      return;
    }
    setTouched(true);
    if (code.length !== 6) return;
    void run(async () => {
      await api('/api/auth/sign-in/email-otp', { method: 'POST', json: { email: email.trim(), otp: code } });
      await finishSignIn();
    });
  };

  const google = () =>
    void run(async () => {
      const { url } = await api<{ url: string }>('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'google', callbackURL: returnTo, errorCallbackURL: paths.login },
      });
      window.location.assign(url);
    });

  const emailInput = (
    <TextInput
      label={t('login.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={email}
      onChange={(e) => {
        setEmail(e.currentTarget.value);
        setCodeSent(false);
      }}
      disabled={method === 'code' && codeSent}
    />
  );

  const title = method === 'password' && mode === 'signUp' ? t('auth.signUpTitle') : t('login.title');

  return (
    <Container size={440} py={{ base: 24, sm: 48 }}>
      <Title order={1} ta="center" mb="xs">
        {title}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          {config?.googleSignIn && (
            <>
              <Button variant="default" size="md" leftSection={<IconBrandGoogleFilled size={18} />} onClick={google}>
                {t('auth.google')}
              </Button>
              <Divider label={t('auth.or')} labelPosition="center" />
            </>
          )}
          <SegmentedControl
            fullWidth
            value={method}
            onChange={(value) => {
              setMethod(value as Method);
              setError(null);
              setNotice(null);
              setTouched(false);
            }}
            data={[
              { value: 'password', label: t('auth.methodPassword') },
              { value: 'link', label: t('auth.methodLink') },
              { value: 'code', label: t('auth.methodCode') },
            ]}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {notice && (
            <Alert color="forest" variant="light" icon={<IconMailForward size={20} />} role="status">
              {notice}
            </Alert>
          )}

          {method === 'password' && (
            <Form onSubmit={submitPassword}>
              {mode === 'signUp' && (
                <TextInput
                  label={t('auth.displayName')}
                  autoComplete="name"
                  required
                  value={displayName}
                  onChange={(e) => setDisplayName(e.currentTarget.value)}
                  error={touched && displayName.trim() === '' ? t('validation.displayNameRequired') : undefined}
                />
              )}
              {emailInput}
              {mode !== 'forgot' && (
                <PasswordInput
                  label={t('login.password')}
                  autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                  visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  description={mode === 'signUp' ? t('auth.passwordHint', { min: PASSWORD_MIN }) : undefined}
                />
              )}
              <Button
                type="submit"
                size="md"
                loading={pending}
                disabled={!isEmail(email) || (mode !== 'forgot' && password === '')}
              >
                {mode === 'signIn' ? t('login.signIn') : mode === 'signUp' ? t('auth.signUp') : t('auth.sendResetLink')}
              </Button>
              <Group justify="space-between" gap="xs">
                {mode === 'signIn' ? (
                  <>
                    <Anchor component="button" type="button" size="sm" onClick={() => setMode('forgot')}>
                      {t('auth.forgotPassword')}
                    </Anchor>
                    <Anchor component="button" type="button" size="sm" onClick={() => setMode('signUp')}>
                      {t('auth.createAccount')}
                    </Anchor>
                  </>
                ) : (
                  <Anchor component="button" type="button" size="sm" onClick={() => setMode('signIn')}>
                    {t('auth.haveAccount')}
                  </Anchor>
                )}
              </Group>
            </Form>
          )}

          {method === 'link' && (
            <Form onSubmit={submitLink}>
              <Text size="sm" c="dimmed">
                {t('auth.linkExplain')}
              </Text>
              {emailInput}
              <Button type="submit" size="md" loading={pending} disabled={!isEmail(email)}>
                {t('auth.sendLink')}
              </Button>
            </Form>
          )}

          {method === 'code' && (
            <Form onSubmit={submitCode}>
              <Text size="sm" c="dimmed">
                {t('auth.codeExplain')}
              </Text>
              {emailInput}
              {codeSent && (
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    {t('auth.code')}
                  </Text>
                  <PinInput
                    length={6}
                    type="number"
                    oneTimeCode
                    size="lg"
                    value={code}
                    onChange={setCode}
                    getInputProps={(index) => ({ 'aria-label': t('auth.codeDigit', { n: index + 1 }) })}
                    error={touched && code.length !== 6}
                  />
                  {touched && code.length !== 6 && (
                    <Text size="sm" c="red">
                      {t('auth.codeRequired')}
                    </Text>
                  )}
                </Stack>
              )}
              <Button type="submit" size="md" loading={pending} disabled={!isEmail(email)}>
                {codeSent ? t('login.signIn') : t('auth.sendCode')}
              </Button>
              {codeSent && (
                <Anchor component="button" type="button" size="sm" onClick={() => setCodeSent(false)}>
                  {t('auth.sendNewCode')}
                </Anchor>
              )}
            </Form>
          )}
        </Stack>
      </Paper>
      {/* Only on the server's own machine with the demo seeded (decision 010): the server says so. */}
      {config?.demoSignIn && (
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t('login.demoHint', config.demoSignIn)}
        </Text>
      )}
    </Container>
  );
}

/**
 * A new password with its hint, the server's refusal in words, and Save: the reset page and the
 * set-password page differ only in what saving does.
 */
function NewPasswordForm({ save, canSave = true }: { save: (password: string) => Promise<void>; canSave?: boolean }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await save(password);
    } catch (e) {
      setError(t(authErrorKey(e)));
    } finally {
      setPending(false);
    }
  };
  return (
    <Form onSubmit={() => void submit()}>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <PasswordInput
        label={t('auth.newPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        description={t('auth.passwordHint', { min: PASSWORD_MIN })}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        required
      />
      <Button type="submit" size="md" loading={pending} disabled={password.length < PASSWORD_MIN || !canSave}>
        {t('auth.savePassword')}
      </Button>
    </Form>
  );
}

/** ?mode=reset&token=…: the page the password-reset mail opens. */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <Container size={440} py={{ base: 24, sm: 48 }}>
      <Title order={1} ta="center" mb="lg">
        {t('auth.resetTitle')}
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {done ? (
          <Stack align="center">
            <IconCircleCheck size={40} color="var(--mantine-color-forest-6)" />
            <Text ta="center">{t('auth.resetDone')}</Text>
            <Button component="a" href={paths.login}>
              {t('login.signIn')}
            </Button>
          </Stack>
        ) : (
          <NewPasswordForm
            canSave={!!token}
            save={async (newPassword) => {
              await api('/api/auth/reset-password', { method: 'POST', json: { newPassword, token } });
              setDone(true);
            }}
          />
        )}
      </Paper>
    </Container>
  );
}

/** ?mode=set-password: a Google or e-mail-link account adds a password. */
function SetPasswordForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session, isPending } = useSession();
  if (isPending) return null;
  if (!session)
    return <Navigate to={`${paths.login}?return=${encodeURIComponent('/login?mode=set-password')}`} replace />;
  return (
    <Container size={440} py={{ base: 24, sm: 48 }}>
      <Title order={1} ta="center" mb="xs">
        {t('auth.setPasswordTitle')}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('auth.setPasswordExplain', { email: session.user.email })}
      </Text>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <NewPasswordForm
          save={async (newPassword) => {
            await api('/api/account/set-password', { method: 'POST', json: { newPassword } });
            // The profile shows 'Add a password' from its cached copy: it must learn there is one now.
            await queryClient.invalidateQueries({ queryKey: ['me'] });
            await navigate(returnTo === paths.home ? paths.profile : returnTo, { replace: true });
          }}
        />
      </Paper>
    </Container>
  );
}
