import { useParams } from 'react-router';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';

export default function ClientesPage() {
  const { id } = useParams();
  return id ? <CustomerDetail key={id} id={Number(id)} /> : <CustomerList />;
}
