import { useParams } from 'react-router';
import { RuleDetail } from './rule-detail';
import { RuleList } from './rule-list';

export default function FidelizacionPage() {
  const { id } = useParams();
  if (!id) return <RuleList />;
  return <RuleDetail id={id === 'nueva' ? null : Number(id)} />;
}
