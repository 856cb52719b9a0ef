import { UrlTabs } from '../../kit/detail-page';
import { PageHeader } from '../../kit/page-header';
import { useCan } from '../../kit/permissions';
import { AuthorisationsTab } from './authorisations-tab';
import { BalancesTab } from './balances-tab';
import { MovementsTab } from './movements-tab';

export default function OperacioncreditoPage() {
  // The authorisations are the customers' operations: they need the customers' view permission.
  const canOperations = useCan('can_view_cliente');
  return (
    <>
      <PageHeader
        title="Operaciones de Crédito"
        description="Cargos de los tickets, abonos y pagos de los clientes a crédito; su riesgo frente al límite."
        showWorkArea
      />
      <UrlTabs
        tabs={[
          { value: 'movimientos', label: 'Movimientos', render: () => <MovementsTab /> },
          { value: 'saldos', label: 'Saldos y riesgo', render: () => <BalancesTab /> },
          {
            value: 'autorizaciones',
            label: 'Autorizaciones',
            hidden: !canOperations,
            render: () => <AuthorisationsTab />,
          },
        ]}
      />
    </>
  );
}
