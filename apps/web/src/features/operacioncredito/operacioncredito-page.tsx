import { SectionPlaceholder } from '../../kit/section-placeholder';

export default function OperacioncreditoPage() {
  return (
    <SectionPlaceholder title="Operaciones de Crédito" description="Operaciones de crédito autorizadas." />
  );
}
