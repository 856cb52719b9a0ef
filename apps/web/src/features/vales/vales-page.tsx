import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function ValesPage() {
  return <SectionPlaceholder title="Vales" description="Vales emitidos y su estado." />;
}
