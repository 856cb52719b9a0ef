import { Alert, Stack, Table, Text } from '@mantine/core';
import { HttpError } from '../lib/http';
import { count } from './format';

/** The answer of a bulk write (API kit `defineBulk`): what was (or would be) done, and what not and why. */
export interface BulkReport {
  total: number;
  aplicados: number;
  omitidos: number;
  simulacion: boolean;
  hechos: { clave: string | number }[];
  saltados: { clave: string | number; motivo: string }[];
}

/**
 * The rows an all-or-nothing bulk write refused (400 with `fields`: key → reason), as a report, so a
 * refused import is shown like a preview with errors. Null for any other error.
 */
export function refusedReport(error: unknown): BulkReport | null {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.fields) return null;
  const saltados = Object.entries(error.fields).map(([clave, motivo]) => ({ clave, motivo }));
  return { total: 0, aplicados: 0, omitidos: saltados.length, simulacion: true, hechos: [], saltados };
}

/** What a bulk write did or would do: a sentence, then each row left out with its reason. */
export function BulkReportView({
  report,
  keyLabel,
  keyHeader,
  done,
  skipped = (n) => count(n, 'fila con error', 'filas con error'),
}: {
  report: BulkReport;
  /** How a row's key reads ("Línea 3", a customer's name). */
  keyLabel: (clave: string | number) => string;
  keyHeader: string;
  /** The sentence when it was applied / would be ("Se relacionarán 3 códigos"). */
  done: (n: number, simulated: boolean) => string;
  /** The heading of the rows left out (default: "N filas con error"). */
  skipped?: (n: number) => string;
}) {
  return (
    <Stack gap="xs">
      {report.aplicados ? (
        <Alert color={report.simulacion ? 'blue' : 'teal'} variant="light" role="status">
          {done(report.aplicados, report.simulacion)}
        </Alert>
      ) : null}
      {report.saltados.length ? (
        <>
          <Text size="sm" fw={500} c="red.9">
            {skipped(report.saltados.length)}
          </Text>
          <Table fz="sm" withTableBorder striped verticalSpacing={3} aria-label="Filas omitidas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{keyHeader}</Table.Th>
                <Table.Th>Motivo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.saltados.map((s) => (
                <Table.Tr key={String(s.clave)}>
                  <Table.Td>{keyLabel(s.clave)}</Table.Td>
                  <Table.Td>{s.motivo}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
