import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../kit/api-errors';
import { type BulkReport, BulkReportView, refusedReport } from '../../kit/bulk-report';
import { FailureAlert } from '../../kit/failure-alert';
import { FormDialog } from '../../kit/form-dialog';
import { count } from '../../kit/format';
import { notifySuccess } from '../../kit/notify';
import { readTextFile } from '../../kit/read-text-file';
import { StationSelect } from '../../kit/station-select';
import { importCsv, relationKeys } from './api';

const imported = (n: number) => (n === 1 ? 'Importada 1 fila' : `Importadas ${count(n, 'fila', 'filas')}`);

const lineLabel = (clave: string | number) => (clave === 'csv' ? 'Fichero' : `Línea ${clave}`);

/** A station's codes from a CSV file: checked first (nothing written), then imported whole or not at all. */
export function ImportDialog({
  idgrupo,
  opened,
  onClose,
}: {
  idgrupo: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [idlocal, setIdlocal] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const reset = () => setReport(null);

  const run = useMutation({
    // The file is read when sent: what is checked is what was chosen last.
    mutationFn: async ({ preview }: { preview: boolean }) =>
      importCsv(idlocal!, await readTextFile(file!), preview),
    onSuccess: async (result) => {
      setReport(result);
      if (!result.simulacion) {
        await queryClient.invalidateQueries({ queryKey: relationKeys.all });
        notifySuccess(imported(result.aplicados));
        close();
      }
    },
    onError: (error) => setReport(refusedReport(error)),
  });
  const close = () => {
    setReport(null);
    setFile(null);
    run.reset();
    onClose();
  };
  const failure = run.error && !refusedReport(run.error) ? describeError(run.error).message : null;
  const checkedOk = report?.simulacion && !report.saltados.length && report.aplicados > 0;

  return (
    <FormDialog opened={opened} onClose={close} title="Importar códigos de una estación (CSV)" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Columnas (primera línea): <b>codigolocal</b>; descripcionlocal; codigogrupo (el código del producto
          del grupo, o vacío si aún no se relaciona). Separadas por punto y coma o coma. Si alguna fila tiene
          errores no se importa nada.
        </Text>
        <StationSelect
          idgrupo={idgrupo}
          required
          value={idlocal}
          onChange={(v) => {
            setIdlocal(v);
            reset();
          }}
        />
        <FileInput
          label="Fichero CSV"
          required
          accept=".csv,text/csv,text/plain"
          placeholder="Elegir fichero…"
          value={file}
          onChange={(f) => {
            setFile(f);
            reset();
          }}
        />
        <FailureAlert message={failure} />
        {report ? (
          <BulkReportView
            report={report}
            keyHeader="Línea"
            keyLabel={lineLabel}
            done={(n, simulated) =>
              simulated
                ? `El fichero es correcto: se importará${n === 1 ? '' : 'n'} ${count(n, 'fila', 'filas')}.`
                : `${imported(n)}.`
            }
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          {checkedOk ? (
            <Button loading={run.isPending} onClick={() => run.mutate({ preview: false })}>
              Importar {count(report.aplicados, 'fila', 'filas')}
            </Button>
          ) : (
            <Button
              loading={run.isPending}
              disabled={!idlocal || !file}
              onClick={() => run.mutate({ preview: true })}
            >
              Comprobar fichero
            </Button>
          )}
        </Group>
      </Stack>
    </FormDialog>
  );
}
