import type { ScopeEntry } from '@ac/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, groups, stations } from '../db/schema';

export type ScopeRule = { idcuentacomercial: number; idgrupo: number; idempresa: number; idlocal: number };

type Node = {
  idcuentacomercial: number;
  idgrupo: number;
  grupo: string;
  idempresa: number;
  empresa: string;
  idlocal: number;
  local: string;
};

/** What a staff member can reach, expanded from their scope rules (0 = everything below). */
export class Scope {
  readonly accountIds = new Set<number>();
  readonly groupIds = new Set<number>();
  readonly companyIds = new Set<number>();
  readonly stationIds = new Set<number>();
  readonly entries: ScopeEntry[] = [];
  /** True when a rule reaches every commercial account: nothing to filter. */
  readonly all: boolean;

  constructor(rules: ScopeRule[], hierarchy: Node[]) {
    this.all = rules.some((r) => !r.idcuentacomercial && !r.idgrupo && !r.idempresa && !r.idlocal);
    const covers = (r: ScopeRule, n: Node) =>
      (!r.idcuentacomercial || r.idcuentacomercial === n.idcuentacomercial) &&
      (!r.idgrupo || r.idgrupo === n.idgrupo) &&
      (!r.idempresa || r.idempresa === n.idempresa) &&
      (!r.idlocal || r.idlocal === n.idlocal);
    for (const node of hierarchy) {
      if (!rules.some((r) => covers(r, node))) continue;
      this.accountIds.add(node.idcuentacomercial);
      if (node.idgrupo) this.groupIds.add(node.idgrupo);
      if (node.idempresa) this.companyIds.add(node.idempresa);
      if (node.idlocal) this.stationIds.add(node.idlocal);
      this.entries.push(node);
    }
  }

  hasAccount = (id: number) => this.all || this.accountIds.has(id);
  hasGroup = (id: number) => this.all || this.groupIds.has(id);
  hasCompany = (id: number) => this.all || this.companyIds.has(id);
  hasStation = (id: number) => this.all || this.stationIds.has(id);
}

/** Every group › company › station, one row per station (or per empty company / group). */
export async function loadHierarchy(db: Db): Promise<Node[]> {
  const rows = await db
    .select({
      idcuentacomercial: groups.idcuentacomercial,
      idgrupo: groups.idgrupo,
      grupo: groups.grupo,
      idempresa: companies.idempresa,
      empresa: companies.empresa,
      idlocal: stations.idlocal,
      local: stations.local,
    })
    .from(groups)
    .leftJoin(companies, and(eq(companies.idgrupo, groups.idgrupo), isNull(companies.deleted_at)))
    .leftJoin(stations, and(eq(stations.idempresa, companies.idempresa), isNull(stations.deleted_at)))
    .where(isNull(groups.deleted_at))
    .orderBy(groups.grupo, companies.empresa, stations.local);
  return rows.map((r) => ({
    idcuentacomercial: r.idcuentacomercial,
    idgrupo: r.idgrupo,
    grupo: r.grupo,
    idempresa: r.idempresa ?? 0,
    empresa: r.empresa ?? '',
    idlocal: r.idlocal ?? 0,
    local: r.local ?? '',
  }));
}
