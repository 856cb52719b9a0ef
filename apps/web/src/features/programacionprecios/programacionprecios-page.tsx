import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function ProgramacionpreciosPage() {
  return <SectionPlaceholder title="Programación de Precios" description="Cambios de precio programados." />;
}
