import { ListOrRecord } from '../../kit/list-or-record';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

export default function UsuariosPage() {
  return <ListOrRecord list={<UserList />} record={(id) => <UserDetail id={id} />} backTo="/usuarios" />;
}
