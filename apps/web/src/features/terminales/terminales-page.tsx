import { ListOrRecord } from '../../kit/list-or-record';
import { TerminalDetail } from './terminal-detail';
import { TerminalList } from './terminal-list';

export default function TerminalesPage() {
  return (
    <ListOrRecord list={<TerminalList />} record={(id) => <TerminalDetail id={id} />} backTo="/terminales" />
  );
}
