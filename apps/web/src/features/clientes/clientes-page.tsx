import { ListOrRecord } from '../../kit/list-or-record';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';

export default function ClientesPage() {
  return (
    <ListOrRecord
      list={<CustomerList />}
      record={(id) => <CustomerDetail key={id} id={id} />}
      backTo="/clientes"
    />
  );
}
