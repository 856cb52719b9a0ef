import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function TerminalesPage() {
  return <SectionPlaceholder title="Terminales" description="Terminales de las estaciones." />;
}
