import { ListOrRecord } from '../../kit/list-or-record';
import { VehicleDetail } from './vehicle-detail';
import { VehicleList } from './vehicle-list';

export default function VehiculosPage() {
  return (
    <ListOrRecord list={<VehicleList />} record={(id) => <VehicleDetail id={id} />} backTo="/vehiculos" />
  );
}
