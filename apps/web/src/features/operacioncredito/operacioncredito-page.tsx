import { Tabs } from '@mantine/core';
import { useUrlTab } from '../../kit/detail-page';
import { PageHeader } from '../../kit/page-header';
import { BalancesTab } from './balances-tab';
import { MovementsTab } from './movements-tab';

const TABS = [{ value: 'movimientos' }, { value: 'saldos' }];

export default function OperacioncreditoPage() {
  const [tab, setTab] = useUrlTab(TABS);
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
        </Tabs.List>
        <Tabs.Panel value="movimientos">
          <MovementsTab />
        </Tabs.Panel>
        <Tabs.Panel value="saldos">
          <BalancesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
