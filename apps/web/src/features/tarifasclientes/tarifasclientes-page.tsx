import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function TarifasclientesPage() {
  return <SectionPlaceholder title="Tarifas de Clientes" description="Tarifas aplicadas a cada cliente." />;
}
