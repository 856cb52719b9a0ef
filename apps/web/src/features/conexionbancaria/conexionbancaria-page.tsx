import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function ConexionbancariaPage() {
  return <SectionPlaceholder title="Pasarelas de pago" description="Conexiones con las pasarelas de pago." />;
}
