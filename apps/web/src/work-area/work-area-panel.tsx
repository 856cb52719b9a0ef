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
import { useEffect, useReducer, useState } from 'react';
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

/** The Grupo › Empresa › Local selector at the top of the sidebar (spec §2, §4, §5). */
export function WorkAreaPanel() {
  const { scope, entries, confirm } = useWorkArea();
  const [open, setOpen] = useState(readOpen);
  const [draft, dispatch] = useReducer(workAreaReducer, EMPTY_DRAFT);
  const [search, setSearch] = useState({ grupo: '', empresa: '', local: '' });
  const [saving, setSaving] = useState(false);

  // Start from the confirmed scope, and drop choices that left the user's scope.
  useEffect(() => {
    dispatch({ type: 'load', state: scope, scope: entries });
  }, [scope, entries]);

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
    } finally {
      setSaving(false);
    }
  };

  const common = {
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
          <Select
            {...common}
            label="Grupo"
            clearButtonProps={{ 'aria-label': 'Borrar grupo' }}
            placeholder="Buscar grupo"
            data={groups.map((g) => ({ value: String(g.idgrupo), label: g.grupo }))}
            value={draft.grupo > 0 ? String(draft.grupo) : null}
            searchValue={search.grupo}
            onSearchChange={(text) => {
              setSearch((s) => ({ ...s, grupo: text }));
              if (!text && draft.grupo > 0) dispatch({ type: 'clearGroup' });
            }}
            onChange={(value) => {
              const group = searchGroups(entries).find((g) => String(g.idgrupo) === value);
              dispatch(group ? { type: 'selectGroup', group } : { type: 'clearGroup' });
            }}
          />
          <Select
            {...common}
            label="Empresa"
            clearButtonProps={{ 'aria-label': 'Borrar empresa' }}
            placeholder={draft.grupo > 0 ? 'Buscar empresa' : 'Elija antes un grupo'}
            disabled={draft.grupo <= 0}
            data={companies.map((c) => ({ value: String(c.idempresa), label: c.empresa }))}
            value={draft.empresa > 0 ? String(draft.empresa) : null}
            searchValue={search.empresa}
            onSearchChange={(text) => {
              setSearch((s) => ({ ...s, empresa: text }));
              if (!text && draft.empresa > 0) dispatch({ type: 'clearCompany' });
            }}
            onChange={(value) => {
              const company = searchCompanies(entries, draft.grupo).find(
                (c) => String(c.idempresa) === value,
              );
              dispatch(company ? { type: 'selectCompany', company } : { type: 'clearCompany' });
            }}
          />
          <Select
            {...common}
            label="Local"
            clearButtonProps={{ 'aria-label': 'Borrar local' }}
            placeholder={draft.empresa > 0 ? 'Buscar estación' : 'Elija antes una empresa'}
            disabled={draft.empresa <= 0}
            data={locals.map((l) => ({ value: String(l.idlocal), label: l.local }))}
            value={draft.local > 0 ? String(draft.local) : null}
            searchValue={search.local}
            onSearchChange={(text) => {
              setSearch((s) => ({ ...s, local: text }));
              if (!text && draft.local > 0) dispatch({ type: 'clearLocal' });
            }}
            onChange={(value) => {
              const local = searchLocals(entries, draft.empresa).find((l) => String(l.idlocal) === value);
              dispatch(local ? { type: 'selectLocal', local } : { type: 'clearLocal' });
            }}
          />
          <Button onClick={onConfirm} loading={saving} fullWidth mt={4}>
            Confirmar
          </Button>
        </Stack>
      </Collapse>
    </section>
  );
}
