import type { ScopeEntry, ScopeState } from '@ac/shared';
import {
  Button,
  Collapse,
  type ComboboxItem,
  type OptionsFilter,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { matchesText } from '../lib/fold-text';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { useWorkArea } from './work-area-context';
import classes from './work-area-panel.module.css';
import {
  confirmDraft,
  EMPTY_DRAFT,
  searchCompanies,
  searchGroups,
  searchLocals,
  workAreaReducer,
} from './work-area-reducer';

/** Spec §9: pick-list dropdowns are at most 242px high. */
export const DROPDOWN_MAX_HEIGHT = 242;
export const NO_WORK_AREA = 'Seleccione un area de trabajo';

/** Case- and accent-insensitive substring search on the option labels (spec §5: within the parent). */
const containsFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((o) => matchesText(o.label, search));

function readOpen(): boolean {
  return window.sessionStorage.getItem(STORAGE_KEYS.workAreaOpen) !== 'false';
}

/** What the three pick lists share. */
const PICK_LIST = {
  searchable: true,
  clearable: true,
  // Clicking the chosen option again keeps it (the clear button empties a level).
  allowDeselect: false,
  maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
  nothingFoundMessage: 'Sin resultados',
  filter: containsFilter,
  comboboxProps: { zIndex: 400 },
  size: 'sm' as const,
};

/**
 * One level's pick list: every option of the parent, typed text filtering them; picking one, clearing
 * it, or erasing the typed text of a chosen one says so through `onPick` (undefined: none).
 */
function LevelSelect<T>(props: {
  label: string;
  placeholder: string;
  disabled?: boolean;
  options: T[];
  id: (option: T) => number;
  name: (option: T) => string;
  /** The chosen option's id (0: none). */
  chosen: number;
  search: string;
  onSearch: (text: string) => void;
  onPick: (option: T | undefined) => void;
}) {
  const { options, id, chosen } = props;
  return (
    <Select
      {...PICK_LIST}
      label={props.label}
      clearButtonProps={{ 'aria-label': `Borrar ${props.label.toLowerCase()}` }}
      placeholder={props.placeholder}
      disabled={props.disabled}
      data={options.map((o) => ({ value: String(id(o)), label: props.name(o) }))}
      value={chosen > 0 ? String(chosen) : null}
      searchValue={props.search}
      onSearchChange={(text) => {
        props.onSearch(text);
        if (!text && chosen > 0) props.onPick(undefined);
      }}
      onChange={(value) => props.onPick(options.find((o) => String(id(o)) === value))}
    />
  );
}

/**
 * The panel's draft: it starts from the confirmed scope (and again whenever that changes); new scope
 * data only drops the choices that left it, so a pick not yet confirmed survives a refresh.
 */
export function useWorkAreaDraft(scope: ScopeState | null, entries: ScopeEntry[]) {
  const [draft, dispatch] = useReducer(workAreaReducer, EMPTY_DRAFT);
  const loaded = useRef<ScopeState | null | undefined>(undefined);
  useEffect(() => {
    if (loaded.current === scope) {
      dispatch({ type: 'scopeChanged', scope: entries });
    } else {
      loaded.current = scope;
      dispatch({ type: 'load', state: scope, scope: entries });
    }
  }, [scope, entries]);
  return [draft, dispatch] as const;
}

/**
 * The Grupo › Empresa › Local selector at the top of the sidebar (spec §2, §4, §5); `onConfirmed` runs once
 * a work area is confirmed.
 */
export function WorkAreaPanel({ onConfirmed }: { onConfirmed?: () => void }) {
  const { scope, entries, confirm } = useWorkArea();
  const [open, setOpen] = useState(readOpen);
  const [draft, dispatch] = useWorkAreaDraft(scope, entries);
  const [search, setSearch] = useState({ grupo: '', empresa: '', local: '' });
  const [saving, setSaving] = useState(false);

  const toggle = () => {
    setOpen((o) => {
      window.sessionStorage.setItem(STORAGE_KEYS.workAreaOpen, String(!o));
      return !o;
    });
  };

  // Every option of the parent stays in the list (the chosen one must always be there, or the
  // pick list cannot show a new choice); typed text filters them, and the chosen label shows all.
  const groups = searchGroups(entries);
  const companies = searchCompanies(entries, draft.grupo);
  const locals = searchLocals(entries, draft.empresa);

  const onConfirm = async () => {
    setSaving(true);
    try {
      await confirm(confirmDraft(draft));
      onConfirmed?.();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={classes.panel} aria-label="Area de Trabajo">
      <UnstyledButton
        className={classes.header}
        onClick={toggle}
        aria-expanded={open}
        aria-controls="work-area-body"
      >
        <span className={classes.icon} aria-hidden>
          <IconMapPin size={18} />
        </span>
        <span className={classes.headerText}>
          <Text component="span" className={classes.caption}>
            Area de Trabajo
          </Text>
          <Text
            component="span"
            className={classes.current}
            data-empty={!scope || undefined}
            data-testid="work-area-name"
          >
            {scope?.nombre || NO_WORK_AREA}
          </Text>
        </span>
        <IconChevronDown size={16} className={classes.chevron} data-opened={open || undefined} aria-hidden />
      </UnstyledButton>
      <Collapse in={open} transitionDuration={150}>
        <Stack id="work-area-body" gap="sm" className={classes.body}>
          <LevelSelect
            label="Grupo"
            placeholder="Buscar grupo"
            options={groups}
            id={(g) => g.idgrupo}
            name={(g) => g.grupo}
            chosen={draft.grupo}
            search={search.grupo}
            onSearch={(grupo) => setSearch((s) => ({ ...s, grupo }))}
            onPick={(group) => dispatch(group ? { type: 'selectGroup', group } : { type: 'clearGroup' })}
          />
          <LevelSelect
            label="Empresa"
            placeholder={draft.grupo > 0 ? 'Buscar empresa' : 'Elija antes un grupo'}
            disabled={draft.grupo <= 0}
            options={companies}
            id={(c) => c.idempresa}
            name={(c) => c.empresa}
            chosen={draft.empresa}
            search={search.empresa}
            onSearch={(empresa) => setSearch((s) => ({ ...s, empresa }))}
            onPick={(company) =>
              dispatch(company ? { type: 'selectCompany', company } : { type: 'clearCompany' })
            }
          />
          <LevelSelect
            label="Local"
            placeholder={draft.empresa > 0 ? 'Buscar estación' : 'Elija antes una empresa'}
            disabled={draft.empresa <= 0}
            options={locals}
            id={(l) => l.idlocal}
            name={(l) => l.local}
            chosen={draft.local}
            search={search.local}
            onSearch={(local) => setSearch((s) => ({ ...s, local }))}
            onPick={(local) => dispatch(local ? { type: 'selectLocal', local } : { type: 'clearLocal' })}
          />
          <Button onClick={onConfirm} loading={saving} fullWidth mt={4}>
            Confirmar
          </Button>
        </Stack>
      </Collapse>
    </section>
  );
}
