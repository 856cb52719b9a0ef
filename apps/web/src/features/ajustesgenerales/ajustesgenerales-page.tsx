import { Alert, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { ResourceSelect } from '../../kit/resource-select';
import { commercialAccountSource } from '../../kit/sources';
import { SettingsOfAccount } from './settings-of-account';

/** Ajustes generales (`#/ajustesgenerales/{id}`): the settings of any commercial account, by its id. */
export default function AjustesgeneralesPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const canPickAccount = useCan('can_view_permiso');
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="sm">
      <PageHeader
        title="Ajustes generales"
        description="Datos de facturación y valores que aplican la fidelización, los vales y el autorizador, por cuenta comercial."
        actions={
          canPickAccount ? (
            <ResourceSelect
              aria-label="Cuenta comercial"
              placeholder="Cambiar de cuenta comercial…"
              w={280}
              source={commercialAccountSource}
              value={valid ? id : null}
              onChange={(next) => {
                if (next && next !== id) navigate(`/ajustesgenerales/${next}`);
              }}
            />
          ) : null
        }
      />
      {valid ? (
        <SettingsOfAccount key={id} idcuentacomercial={id} />
      ) : (
        <Alert color="red" variant="light" role="alert" title="Cuenta comercial no válida">
          La dirección no indica una cuenta comercial: elija una.
        </Alert>
      )}
    </Stack>
  );
}
