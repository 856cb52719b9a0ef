import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function AsignaciontarifasPage() {
  return (
    <SectionPlaceholder title="Asignación Tarifas" description="Asignación de tarifas a los clientes." />
  );
}
