import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TabLoader } from './tab-loader';
import { useRecord } from './use-record';

/**
 * A tab showing one record (`GET path?<query>`, a one-per-parent record like a customer's
 * configuration): the loader or why it failed, then `children` with the record and a reload
 * (after a save, or Recargar after a conflict).
 */
export function RecordTab<S extends z.ZodType>(props: {
  path: string;
  query: Record<string, string | number | boolean>;
  schema: S;
  children: (record: z.output<S>, reload: () => void) => ReactNode;
}) {
  const q = useRecord(props.path, props.query, props.schema);
  if (!q.data) return <TabLoader error={q.error} onRetry={() => void q.refetch()} />;
  return props.children(q.data, () => void q.refetch());
}

/** Over a one-per-parent record's form while nothing is saved yet (`version` 0): its values are the defaults. */
export function DefaultsNotice({
  record,
  children,
  ...alert
}: { record: { version: number }; children: ReactNode } & Pick<AlertProps, 'mb'>) {
  if (record.version !== 0) return null;
  return (
    <Alert variant="light" color="blue" {...alert}>
      {children}
    </Alert>
  );
}
