import { useParams } from 'react-router';
import { TerminalDetail } from './terminal-detail';
import { TerminalList } from './terminal-list';

export default function TerminalesPage() {
  const { id } = useParams();
  return id ? <TerminalDetail id={Number(id)} /> : <TerminalList />;
}
