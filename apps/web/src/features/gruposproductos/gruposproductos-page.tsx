import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function GruposproductosPage() {
  return <SectionPlaceholder title="Productos de Grupo" description="Productos definidos para cada grupo." />;
}
