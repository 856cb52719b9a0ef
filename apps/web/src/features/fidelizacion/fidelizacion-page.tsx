import { ListOrRecord } from '../../kit/list-or-record';
import { RuleDetail } from './rule-detail';
import { RuleList } from './rule-list';

export default function FidelizacionPage() {
  return (
    <ListOrRecord
      list={<RuleList />}
      record={(id) => <RuleDetail id={id} />}
      backTo="/fidelizacion"
      newRecord={<RuleDetail id={null} />}
    />
  );
}
