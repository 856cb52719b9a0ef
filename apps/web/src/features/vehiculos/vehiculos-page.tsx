import { useParams } from 'react-router';
import { VehicleDetail } from './vehicle-detail';
import { VehicleList } from './vehicle-list';

export default function VehiculosPage() {
  const { id } = useParams();
  return id ? <VehicleDetail id={Number(id)} /> : <VehicleList />;
}
