import { DetailPage } from '../../kit/detail-page';
import { CommercialAccountsTab } from './commercial-accounts-tab';
import { GroupsTab } from './groups-tab';
import { PermissionsTab } from './permissions-tab';
import { StaffTab } from './staff-tab';

export default function GestioncuentasPage() {
  return (
    <DetailPage
      title="Gestión de Cuentas"
      subtitle="Cuentas comerciales, cuentas de acceso del personal con su grupo y ámbito, grupos de permisos y catálogo."
      tabs={[
        { value: 'comerciales', label: 'Cuentas comerciales', render: () => <CommercialAccountsTab /> },
        { value: 'acceso', label: 'Cuentas de acceso', render: () => <StaffTab /> },
        { value: 'grupos', label: 'Grupos', render: () => <GroupsTab /> },
        { value: 'permisos', label: 'Permisos', render: () => <PermissionsTab /> },
      ]}
    />
  );
}
