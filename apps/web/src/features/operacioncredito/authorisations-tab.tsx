import { OperationsTable } from '../../kit/movement-tables';
import { useWorkAreaQuery } from '../../kit/use-resource-list';

const AREA = { grupo: 'idgrupo', empresa: 'idempresa', local: 'idlocal' };

/** The authorising centre's operations at the stations of the work area, filtered through the URL (Inicio links here). */
export function AuthorisationsTab() {
  const area = useWorkAreaQuery(AREA);
  // The most specific level chosen: a station, or a company, or the whole group.
  const filter = area.idlocal
    ? { idlocal: area.idlocal }
    : area.idempresa
      ? { idgrupo: area.idgrupo, idempresa: area.idempresa }
      : { idgrupo: area.idgrupo };
  return <OperationsTable filter={filter} csv="autorizaciones" />;
}
