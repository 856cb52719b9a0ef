import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function OperacionfidelizacionPage() {
  return (
    <SectionPlaceholder
      title="Operaciones de Fidelización"
      description="Operaciones de puntos de fidelización."
    />
  );
}
