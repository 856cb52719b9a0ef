import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function RelacionproductosPage() {
  return (
    <SectionPlaceholder
      title="Relación de Productos"
      description="Equivalencias entre productos de las estaciones."
    />
  );
}
