import type { ScopeEntry } from '@ac/shared';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { commercialAccounts, companies, groups, stations } from '../db/schema';

/** The levels of the hierarchy, widest first (docs/decisions/005-scope.md). */
export const LEVELS = ['account', 'group', 'company', 'station'] as const;
export type ScopeLevel = (typeof LEVELS)[number];

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

const RULE_KEY = {
  account: 'idcuentacomercial',
  group: 'idgrupo',
  company: 'idempresa',
  station: 'idlocal',
} as const satisfies Record<ScopeLevel, keyof ScopeRule & keyof Node>;

/** The most specific level a rule names, or null for the rule that reaches everything. */
export function ruleLevel(rule: ScopeRule): { level: ScopeLevel; id: number } | null {
  for (const level of [...LEVELS].reverse()) {
    const id = rule[RULE_KEY[level]];
    if (id) return { level, id };
  }
  return null;
}

/**
 * A rule covers a node when the node lies inside the rule's subtree and the rule is no narrower than the
 * node's own level: a rule for group 5 covers group 5, its companies and stations, but not the account.
 */
function ruleCovers(rule: ScopeRule, node: Node, level: ScopeLevel): boolean {
  const depth = LEVELS.indexOf(level);
  return LEVELS.every((l, i) => {
    const want = rule[RULE_KEY[l]];
    if (i > depth) return !want;
    return !want || want === node[RULE_KEY[l]];
  });
}

/**
 * What a staff member can reach, from their scope rules (0 = everything below the level above).
 *
 * - `covers(level, id)`: the whole node is granted, so its records can be read and written. A record is
 *   reachable when the node of its own level is covered (a customer: its group; a station: itself).
 * - `reaches(level, id)`: the node lies on the way to something covered; it may be shown as context
 *   (its name in the work-area picker, the tree), never edited.
 */
export class Scope {
  private readonly covered: Record<ScopeLevel, Set<number>> = {
    account: new Set(),
    group: new Set(),
    company: new Set(),
    station: new Set(),
  };
  private readonly reached: Record<ScopeLevel, Set<number>> = {
    account: new Set(),
    group: new Set(),
    company: new Set(),
    station: new Set(),
  };
  /** The path rows within the rules: the work-area picker's choices (login `scope`). */
  readonly entries: ScopeEntry[] = [];
  /** True when a rule reaches every commercial account: nothing to filter. */
  readonly all: boolean;

  constructor(
    readonly rules: ScopeRule[],
    hierarchy: Node[],
  ) {
    this.all = rules.some((r) => ruleLevel(r) === null);
    for (const node of hierarchy) {
      const within = rules.filter((r) =>
        LEVELS.every((l) => !r[RULE_KEY[l]] || r[RULE_KEY[l]] === node[RULE_KEY[l]]),
      );
      if (!within.length) continue;
      if (node.idgrupo) this.entries.push(node);
      for (const level of LEVELS) {
        const id = node[RULE_KEY[level]];
        if (!id) continue;
        this.reached[level].add(id);
        if (within.some((r) => ruleCovers(r, node, level))) this.covered[level].add(id);
      }
    }
  }

  covers = (level: ScopeLevel, id: number) => this.all || this.covered[level].has(id);
  reaches = (level: ScopeLevel, id: number) => this.all || this.reached[level].has(id);
  /** Ids of the covered nodes of a level (meaningless when `all`). */
  ids = (level: ScopeLevel): number[] => [...this.covered[level]];

  /**
   * Why a node only reached (not covered) is out of scope, in words: its name and the covered stations
   * inside it ('Su ámbito en Grupo Duero abarca solo la estación E.S. Burgos Villafría'). Undefined for a node
   * covered or not reached at all (whose name the actor must not learn).
   */
  partlyOutside(level: ScopeLevel, id: number): string | undefined {
    if (this.covers(level, id) || !this.reaches(level, id) || level === 'station') return undefined;
    const inside = this.entries.filter((e) => e[RULE_KEY[level]] === id);
    const name = level === 'group' ? inside[0]?.grupo : level === 'company' ? inside[0]?.empresa : undefined;
    const stations = inside.filter((e) => e.idlocal && this.covers('station', e.idlocal)).map((e) => e.local);
    const part =
      stations.length === 1
        ? `la estación ${stations[0]}`
        : stations.length > 1 && stations.length <= 3
          ? `las estaciones ${stations.slice(0, -1).join(', ')} y ${stations.at(-1)}`
          : stations.length
            ? `${stations.length} de sus estaciones`
            : 'una parte';
    const [whole, other] = {
      account: ['de toda la cuenta comercial', 'una cuenta comercial entera'],
      group: ['de todo el grupo', 'un grupo entero'],
      company: ['de toda la empresa', 'una empresa entera'],
    }[level];
    return `Su ámbito${name ? ` en ${name}` : ''} abarca solo ${part}: lo que es ${whole} (clientes, usuarios, tarifas…) queda fuera. Elija en el área de trabajo ${other} de su ámbito.`;
  }

  /** A scope rule may be granted by this actor only if the node it names is covered. */
  coversRule(rule: ScopeRule): boolean {
    if (this.all) return true;
    const at = ruleLevel(rule);
    return at !== null && this.covers(at.level, at.id);
  }
}

/** Every account › group › company › station, one row per station (or per empty account / group / company). */
export async function loadHierarchy(db: Db): Promise<Node[]> {
  const rows = await db
    .select({
      idcuentacomercial: commercialAccounts.id,
      idgrupo: groups.idgrupo,
      grupo: groups.grupo,
      idempresa: companies.idempresa,
      empresa: companies.empresa,
      idlocal: stations.idlocal,
      local: stations.local,
    })
    .from(commercialAccounts)
    .leftJoin(groups, and(eq(groups.idcuentacomercial, commercialAccounts.id), isNull(groups.deleted_at)))
    .leftJoin(companies, and(eq(companies.idgrupo, groups.idgrupo), isNull(companies.deleted_at)))
    .leftJoin(stations, and(eq(stations.idempresa, companies.idempresa), isNull(stations.deleted_at)))
    .where(isNull(commercialAccounts.deleted_at))
    .orderBy(groups.grupo, companies.empresa, stations.local);
  return rows.map((r) => ({
    idcuentacomercial: r.idcuentacomercial,
    idgrupo: r.idgrupo ?? 0,
    grupo: r.grupo ?? '',
    idempresa: r.idempresa ?? 0,
    empresa: r.empresa ?? '',
    idlocal: r.idlocal ?? 0,
    local: r.local ?? '',
  }));
}

/** A column of table T: a column of another table does not compile. */
export type ColumnOf<T extends PgTable> = AnyPgColumn<{ tableName: T['_']['name'] }>;

/**
 * A parent record that scopes its children (a customer scopes its banks, vehicles, credit movements): the
 * children carry the parent's id, the parent carries the place. Declared once per parent table.
 */
export type Parent = {
  table: PgTable;
  key: AnyPgColumn;
  place: AnyPgColumn;
  level: ScopeLevel;
  /** The parent in messages, with its article: "el cliente". */
  noun: string;
  /** The parent's own soft delete, if it has one: a deleted parent does not exist. */
  deleted?: AnyPgColumn;
};

/** `key` defaults to the table's primary key. */
export function parentOf<P extends PgTable>(
  table: P,
  decl: { key?: ColumnOf<P>; place: ColumnOf<P>; level: ScopeLevel; noun: string },
): Parent {
  const cols = getTableColumns(table) as Record<string, AnyPgColumn>;
  const key = decl.key ?? Object.values(cols).find((c) => c.primary);
  if (!key) throw new Error(`${decl.noun}: la tabla no tiene clave primaria; indique key`);
  return { table, ...decl, key, deleted: cols.deleted_at };
}
