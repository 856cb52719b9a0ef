import { type GatewayTest, type PaymentGateway, PaymentGatewaySchema } from '@ac/shared/conexionbancaria';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../kit/api-errors';
import { CheckReport } from '../../kit/check-report';
import { joinParts } from '../../kit/format';
import { ListOrRecord } from '../../kit/list-or-record';
import { yesNoFilter } from '../../kit/list-page';
import { labelOf } from '../../kit/options';
import { RecordDetailPage } from '../../kit/record-detail-page';
import { RecordListPage } from '../../kit/record-list-page';
import { useRecord } from '../../kit/use-record';
import { GATEWAYS_PATH, testGateway } from './api';
import { ENVIRONMENT_OPTIONS, GatewayForm, PROVIDER_OPTIONS } from './gateway-form';

function TestPanel({ id }: { id: number }) {
  const test = useMutation<GatewayTest>({ mutationFn: () => testGateway(id) });
  const r = test.data;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Firma un pago de prueba de 1,00 € con la clave guardada, como lo pediría Redsys (HMAC_SHA256_V1), sin
        enviar nada fuera.
      </Text>
      <div>
        <Button size="xs" onClick={() => test.mutate()} loading={test.isPending}>
          Probar la conexión
        </Button>
      </div>
      {test.error ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(test.error).message}
        </Alert>
      ) : null}
      {r ? (
        <CheckReport
          ok={r.ok}
          title={r.ok ? 'Configuración correcta' : 'Hay problemas'}
          text={
            r.ok ? 'La pasarela firma los pagos con su clave.' : 'Revise lo marcado antes de cobrar con ella.'
          }
          checks={r.checks}
        >
          {r.firma ? (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              Firma ({r.firma.Ds_SignatureVersion}): {r.firma.Ds_Signature}
            </Text>
          ) : null}
        </CheckReport>
      ) : null}
    </Stack>
  );
}

function GatewayDetail({ id }: { id: number }) {
  const gateway = useRecord(GATEWAYS_PATH, { id }, PaymentGatewaySchema);
  return (
    <RecordDetailPage
      query={gateway}
      auditKind="pasarela"
      resource="conexionbancaria"
      back={{ to: '/conexionbancaria', label: 'Pasarelas de pago' }}
      failure="No se ha podido abrir la pasarela"
      form={(g, frame) => <GatewayForm gateway={g} {...frame} />}
      page={(g) => ({
        title: g.nombre,
        subtitle: joinParts(
          labelOf(PROVIDER_OPTIONS, g.proveedor),
          `comercio ${g.codigocomercio}`,
          `terminal ${g.terminal}`,
          `entorno de ${labelOf(ENVIRONMENT_OPTIONS, g.entorno).toLocaleLowerCase('es')}`,
          [g.grupo, g.empresa, g.local].filter(Boolean).join(' › '),
        ),
        tabs: [{ value: 'prueba', label: 'Prueba de conexión', render: () => <TestPanel id={id} /> }],
      })}
    />
  );
}

function GatewayList() {
  return (
    <RecordListPage<PaymentGateway>
      route="conexionbancaria"
      title="Pasarelas de pago"
      description="Los comercios de pago con tarjeta (Redsys) y dónde se aplica cada uno. Las claves se guardan cifradas."
      create={{
        permission: 'can_create_conexionbancaria',
        label: 'Nueva pasarela',
        form: (frame, area) => <GatewayForm idgrupo={area.grupo} {...frame} />,
      }}
      path={GATEWAYS_PATH}
      schema={PaymentGatewaySchema}
      defaultSort="nombre"
      searchPlaceholder="Buscar por nombre o código de comercio…"
      filters={[yesNoFilter('activo', 'Activa')]}
      columns={[
        { key: 'nombre', header: 'Nombre', sort: true },
        { key: 'proveedor', header: 'Proveedor', options: PROVIDER_OPTIONS, hideBelow: 'lg' },
        { key: 'codigocomercio', header: 'Comercio' },
        { key: 'terminal', header: 'Terminal' },
        { key: 'entorno', header: 'Entorno', options: ENVIRONMENT_OPTIONS },
        { key: 'grupo', header: 'Grupo', hideBelow: 'lg' },
        { key: 'empresa', header: 'Empresa', maxWidth: '10rem' },
        { key: 'local', header: 'Estación' },
        { key: 'clavepista', header: 'Clave' },
        { key: 'claveguardada', header: 'Clave guardada', type: 'datetime', hideBelow: 'lg' },
        { key: 'activo', header: 'Activa', type: 'boolean' },
      ]}
      rowLabel={(g) => `Abrir pasarela ${g.nombre}`}
      emptyText="No hay pasarelas de pago en el área de trabajo elegida."
    />
  );
}

export default function ConexionbancariaPage() {
  return (
    <ListOrRecord
      list={<GatewayList />}
      record={(id) => <GatewayDetail id={id} />}
      backTo="/conexionbancaria"
    />
  );
}
