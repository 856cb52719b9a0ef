import type { ReactNode } from 'react';
import { WorkAreaProvider } from '../work-area/work-area-context';
import { BaseProviders } from './base-providers';

export { BaseProviders };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <WorkAreaProvider>{children}</WorkAreaProvider>
    </BaseProviders>
  );
}
