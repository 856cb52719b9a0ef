import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function AjustesgeneralesPage() {
  return <SectionPlaceholder title="Ajustes generales" description="Ajustes generales de una estación." />;
}
