import { ResourceSelect, type ResourceSelectProps } from './resource-select';
import { ALL_STATIONS, type Station, useStationSource } from './sources';

export interface StationSelectProps
  extends Omit<ResourceSelectProps<Station>, 'source' | 'extraOptions' | 'label'> {
  /** The group whose stations it offers (the work area's list of them). */
  idgrupo: number;
  /** The record may apply to every station: "Todas las estaciones" is offered as its 0, always chosen. */
  all?: boolean;
  /** With no group (0), every station of the user's scope (a filter of a list of all the groups). */
  anyGroup?: boolean;
}

/** "Estación": one of a group's stations, picked by name. */
export function StationSelect({ idgrupo, all, anyGroup, ...select }: StationSelectProps) {
  const stations = useStationSource(idgrupo, anyGroup);
  return (
    <ResourceSelect
      label="Estación"
      source={stations}
      {...(all ? { extraOptions: [ALL_STATIONS], allowDeselect: false } : {})}
      {...select}
    />
  );
}
