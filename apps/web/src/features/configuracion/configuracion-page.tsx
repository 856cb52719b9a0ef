import { Alert, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageHeader } from '../../kit/page-header';
import { useWorkArea } from '../../work-area/work-area-context';

/**
 * Configuración (`#/configuracion`): the general settings of the work area's commercial account. One form
 * per account, kept by Ajustes generales: this page opens it for the chosen account.
 */
export default function ConfiguracionPage() {
  const { scope, entries } = useWorkArea();
  const accounts = new Set(entries.map((e) => e.idcuentacomercial).filter((id) => id > 0));
  const account =
    scope?.idcuentacomercial ||
    entries.find((e) => scope && e.idgrupo === scope.grupo && scope.grupo > 0)?.idcuentacomercial ||
    (accounts.size === 1 ? [...accounts][0] : 0);
  if (account) return <Navigate replace to={`/ajustesgenerales/${account}`} />;
  return (
    <Stack gap="sm">
      <PageHeader
        title="Configuración"
        description="Ajustes generales de la cuenta comercial del área de trabajo."
      />
      <Alert color="blue" variant="light" title="Elija un área de trabajo">
        Sus permisos alcanzan varias cuentas comerciales: elija el área de trabajo (arriba) para ver los
        ajustes de su cuenta comercial.
      </Alert>
    </Stack>
  );
}
