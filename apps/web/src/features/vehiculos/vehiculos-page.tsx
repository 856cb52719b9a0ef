import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function VehiculosPage() {
  return (
    <SectionPlaceholder title="Gestión de Vehículos" description="Vehículos autorizados de los clientes." />
  );
}
