import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function NovedadesPage() {
  return (
    <SectionPlaceholder title="Noticias y novedades" description="Noticias publicadas para las estaciones." />
  );
}
