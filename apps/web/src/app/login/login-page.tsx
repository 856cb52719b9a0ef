import { ErrorCode, MESSAGES } from '@ac/shared/errors';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAt, IconClockHour4, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { openAlert } from '../../kit/alert-modal';
import { COMPANY } from '../../kit/brand';
import { Logo } from '../../kit/logo';
import { getConfig } from '../../lib/config';
import { HttpError, http } from '../../lib/http';
import { sessionStore } from '../../lib/session';
import { LoginIllustration } from './login-illustration';
import classes from './login-page.module.css';

/** What the last attempt's answer means for the form. */
type Failure =
  | { kind: 'credentials' }
  | { kind: 'unauthorized' }
  | { kind: 'throttled'; until: number }
  | { kind: 'invalid'; message: string };

function secondsLeft(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

function waitText(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutos`;
  }
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}

/** Puts the cursor in the login form's first empty field (after a message that covered it). */
export function focusLoginForm(): void {
  const inputs = [...document.querySelectorAll<HTMLInputElement>('form[aria-label="Iniciar sesión"] input')];
  (inputs.find((i) => i.value === '') ?? inputs[0])?.focus();
}

/**
 * The login form. `onSignedIn` moves on once the session is stored: inside the router it navigates home;
 * on a logged-out start (main.tsx) it brings in the rest of the app, which the login route goes without.
 */
export function LoginForm({ onSignedIn, autoFocus = true }: { onSignedIn: () => void; autoFocus?: boolean }) {
  const [email, setEmail] = useState(() => sessionStore.rememberedEmail());
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => sessionStore.rememberedEmail() !== '');
  // A field shows the required message once the user has typed in it (not merely left it).
  const [touched, setTouched] = useState({ email: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [, setTick] = useState(0);

  const throttledFor = failure?.kind === 'throttled' ? secondsLeft(failure.until) : 0;
  useEffect(() => {
    if (failure?.kind !== 'throttled') return;
    const timer = window.setInterval(() => {
      setTick((t) => t + 1);
      if (secondsLeft(failure.until) === 0) setFailure(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [failure]);

  const emailEmpty = email.trim() === '';
  const passwordEmpty = password === '';
  const badCredentials = failure?.kind === 'credentials' || failure?.kind === 'unauthorized';

  /** A field's onChange: the value typed, the field touched, and a refusal of what was typed before gone. */
  const typed =
    (field: 'email' | 'password', set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
      set(e.currentTarget.value);
      setTouched((t) => ({ ...t, [field]: true }));
      if (failure && failure.kind !== 'throttled') setFailure(null);
    };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (emailEmpty || passwordEmpty || submitting || throttledFor > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      // The wire schemas (zod) load while the request is out: the page paints without them.
      const [body, { LoginResponseSchema }] = await Promise.all([
        http.post(
          '/v1/customer/login',
          { email: email.trim(), password },
          { auth: false, quiet: true, base: getConfig().loginEndpoint },
        ),
        import('@ac/shared'),
      ]);
      const login = LoginResponseSchema.parse(body);
      await sessionStore.signIn(login, { email: email.trim(), enabled: remember });
      onSignedIn();
    } catch (error) {
      if (
        error instanceof HttpError &&
        error.status === 400 &&
        error.errorCode === ErrorCode.badCredentials
      ) {
        setFailure({ kind: 'credentials' });
      } else if (error instanceof HttpError && error.status === 401) {
        setFailure({ kind: 'unauthorized' });
      } else if (error instanceof HttpError && error.status === 429) {
        setFailure({ kind: 'throttled', until: Date.now() + (error.retryAfter ?? 60) * 1000 });
      } else if (
        error instanceof HttpError &&
        error.status === 400 &&
        error.errorCode === ErrorCode.validation
      ) {
        setFailure({ kind: 'invalid', message: error.message });
      } else {
        openAlert({ id: 'login-failed', title: 'Oops...', message: MESSAGES.connection, kind: 'warning' });
      }
    } finally {
      setSubmitting(false);
    }
  };

  /**
   * What both inputs share: the value and its onChange (`typed`); the error, required once typed in (a
   * refused sign-in marks both); the large size.
   */
  const input = (
    field: 'email' | 'password',
    value: string,
    set: (value: string) => void,
    empty: boolean,
  ) => ({
    value,
    onChange: typed(field, set),
    error: (empty && touched[field] ? MESSAGES.required : null) ?? badCredentials,
    size: 'md',
  });

  return (
    <div className={classes.page}>
      <aside className={classes.showcase} aria-hidden="true">
        <div className={classes.showcaseTop}>
          <Logo size={44} inverted />
          <span className={classes.showcaseBrand}>{COMPANY.product}</span>
        </div>
        <LoginIllustration className={classes.illustration} />
        <div>
          <p className={classes.showcaseTitle}>Cada repostaje, autorizado al instante.</p>
          <p className={classes.showcaseText}>
            Clientes, tarifas, operaciones de crédito y fidelización de toda su red de estaciones en un solo
            lugar.
          </p>
        </div>
      </aside>

      <div className={classes.formColumn}>
        <main className={classes.formWrap}>
          <div className={classes.mobileBrand}>
            <Logo size={40} />
            <span>{COMPANY.product}</span>
          </div>
          <Title order={1} className={classes.title}>
            Iniciar sesión para administrar
          </Title>
          <Text c="dimmed" mt={6} mb={28}>
            Introduce tu usuario y contraseña
          </Text>

          <form onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
            <Stack gap="md">
              <TextInput
                label="Usuario"
                name="usuario"
                type="email"
                autoComplete="username"
                placeholder="nombre@empresa.es"
                leftSection={<IconAt size={16} aria-hidden />}
                {...input('email', email, setEmail, emailEmpty)}
                autoFocus={autoFocus && !email}
              />
              <PasswordInput
                label="Contraseña"
                name="password"
                autoComplete="current-password"
                placeholder="Tu contraseña"
                leftSection={<IconLock size={16} aria-hidden />}
                {...input('password', password, setPassword, passwordEmpty)}
                aria-invalid={badCredentials || (passwordEmpty && touched.password)}
                visible={showPassword}
                onVisibilityChange={setShowPassword}
                visibilityToggleButtonProps={{
                  'aria-label': showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña',
                  tabIndex: 0,
                }}
                autoFocus={autoFocus && !!email}
              />

              <Group justify="space-between" mt={2}>
                <Checkbox
                  label="Recuérdame"
                  checked={remember}
                  onChange={(e) => setRemember(e.currentTarget.checked)}
                />
                <Anchor
                  href="#/login"
                  size="sm"
                  fw={500}
                  onClick={(e) => {
                    e.preventDefault();
                    notifications.show({
                      id: 'forgot',
                      title: '¿Has olvidado tu contraseña?',
                      message: 'Solicita una nueva al administrador de tu cuenta.',
                    });
                  }}
                >
                  ¿Has olvidado tu contraseña?
                </Anchor>
              </Group>

              <div aria-live="polite">
                {failure?.kind === 'credentials' ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                    {MESSAGES.badCredentials}
                  </Alert>
                ) : null}
                {failure?.kind === 'throttled' ? (
                  <Alert color="amber" variant="light" icon={<IconClockHour4 size={18} />} role="alert">
                    Demasiados intentos de inicio de sesión. Espere {waitText(throttledFor)} antes de volver a
                    intentarlo.
                  </Alert>
                ) : null}
                {failure?.kind === 'invalid' ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                    {failure.message}
                  </Alert>
                ) : null}
              </div>

              <Button
                type="submit"
                size="md"
                fullWidth
                loading={submitting}
                disabled={emailEmpty || passwordEmpty || throttledFor > 0}
              >
                Iniciar sesión
              </Button>
            </Stack>
          </form>
        </main>

        <footer className={classes.footer}>
          <span>
            {COMPANY.name} · {COMPANY.city}, {COMPANY.country}
          </span>
          <span>Ilustración: estudio de diseño de {COMPANY.name}</span>
        </footer>
      </div>
    </div>
  );
}
