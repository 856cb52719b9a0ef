import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function FidelizacionPage() {
  return (
    <SectionPlaceholder
      title="Reglas de Fidelización"
      description="Reglas de acumulación y canje de puntos."
    />
  );
}
