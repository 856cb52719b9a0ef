import './app/mantine-login.css';
import '@fontsource-variable/inter';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
  await sessionStore.restore();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
