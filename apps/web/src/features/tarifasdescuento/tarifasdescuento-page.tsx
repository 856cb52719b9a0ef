import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function TarifasdescuentoPage() {
  return <SectionPlaceholder title="Tarifas Descuento" description="Tarifas de descuento por producto." />;
}
