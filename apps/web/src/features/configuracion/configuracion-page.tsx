import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function ConfiguracionPage() {
  return (
    <SectionPlaceholder title="Configuración" description="Configuración general del centro autorizador." />
  );
}
