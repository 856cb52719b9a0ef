import { Tabs } from '@mantine/core';
import { useUrlTab } from '../../kit/detail-page';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { AuthorisationsTab } from './authorisations-tab';
import { BalancesTab } from './balances-tab';
import { MovementsTab } from './movements-tab';

export default function OperacioncreditoPage() {
  // The authorisations are the customers' operations: they need the customers' view permission.
  const canOperations = useCan('can_view_cliente');
  const [tab, setTab] = useUrlTab([
    { value: 'movimientos' },
    { value: 'saldos' },
    { value: 'autorizaciones', hidden: !canOperations },
  ]);
  return (
    <>
      <PageHeader
        title="Operaciones de Crédito"
        description="Cargos de los tickets, abonos y pagos de los clientes a crédito; su riesgo frente al límite."
        showWorkArea
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="movimientos">Movimientos</Tabs.Tab>
          <Tabs.Tab value="saldos">Saldos y riesgo</Tabs.Tab>
          {canOperations ? <Tabs.Tab value="autorizaciones">Autorizaciones</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="movimientos">
          <MovementsTab />
        </Tabs.Panel>
        <Tabs.Panel value="saldos">
          <BalancesTab />
        </Tabs.Panel>
        {canOperations ? (
          <Tabs.Panel value="autorizaciones">
            <AuthorisationsTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
