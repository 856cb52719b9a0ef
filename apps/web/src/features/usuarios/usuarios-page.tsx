import { useParams } from 'react-router';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

export default function UsuariosPage() {
  const { id } = useParams();
  return id ? <UserDetail id={Number(id)} /> : <UserList />;
}
