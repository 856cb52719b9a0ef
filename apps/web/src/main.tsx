import './app/mantine-login.css';
import '@fontsource-variable/inter';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HOME_PATH } from './app/home-path';
import { LoginStart } from './app/login/login-start';
import { loadConfig } from './lib/config';
import { sessionStore } from './lib/session';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadConfig();
  } catch {
    // Spec §8: without configuration nothing can run; show the modal and stop.
    const { ConfigError } = await import('./app/config-error');
    root.render(<ConfigError />);
    return;
  }
  // The router and everything behind it are a chunk of their own: the login route goes without them.
  const loadApp = () => import('./app/app');
  let appShown = false;
  const renderApp = async () => {
    if (appShown) return;
    appShown = true;
    const { App } = await loadApp();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  };
  if (await sessionStore.restore()) return renderApp();

  // Logged out: whatever the route (now or typed later), the login form, as the router would send them.
  const toLogin = () => {
    if (!appShown && !window.location.hash.startsWith('#/login'))
      window.history.replaceState(null, '', '#/login');
  };
  toLogin();
  window.addEventListener('hashchange', toLogin);
  // The rest loads as soon as the user starts typing, so signing in does not wait for it.
  for (const type of ['keydown', 'pointerdown'])
    window.addEventListener(type, () => void loadApp(), { capture: true, once: true });
  root.render(
    <StrictMode>
      <LoginStart
        onSignedIn={() => {
          window.history.replaceState(null, '', `#${HOME_PATH}`);
          void renderApp();
        }}
      />
    </StrictMode>,
  );
}

void start();
