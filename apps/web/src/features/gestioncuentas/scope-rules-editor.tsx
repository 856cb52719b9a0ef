import type { ScopeRule } from '@ac/shared';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCommercialOptions, useScopeTree } from './api';

const ALL = { value: '0', label: '(todo)' };

/** One level of a rule; 0 is "(todo)". Only the first row shows the labels, as column headers. */
function LevelSelect(props: {
  label: string;
  first: boolean;
  options: { value: string; label: string }[];
  value: number;
  onChange: (v: number) => void;
  disabled?: boolean;
  searchable?: boolean;
}) {
  return (
    <Select
      size="xs"
      label={props.first ? props.label : undefined}
      aria-label={props.label}
      disabled={props.disabled}
      searchable={props.searchable}
      data={[ALL, ...props.options]}
      value={String(props.value)}
      onChange={(v) => props.onChange(Number(v ?? 0))}
      allowDeselect={false}
    />
  );
}

/** Scope rules of a staff account: each row reaches a place and everything below it (0 = todo). */
export function ScopeRulesEditor({
  value,
  onChange,
  error,
}: {
  value: ScopeRule[];
  onChange: (v: ScopeRule[]) => void;
  error?: string;
}) {
  const tree = useScopeTree();
  const commercial = useCommercialOptions();
  const grupos = tree.data?.grupos ?? [];
  const set = (i: number, patch: Partial<ScopeRule>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Ámbito
      </Text>
      {value.length === 0 ? (
        <Text size="xs" c="dimmed">
          Sin reglas: la cuenta no ve ningún grupo, empresa ni estación.
        </Text>
      ) : null}
      {value.map((rule, i) => {
        const grupo = grupos.find((g) => g.idgrupo === rule.idgrupo);
        const empresa = grupo?.empresas.find((e) => e.idempresa === rule.idempresa);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id yet
          <Group key={i} gap={6} wrap="nowrap" align="flex-end">
            <LevelSelect
              label="Cuenta comercial"
              first={i === 0}
              options={commercial.data ?? []}
              value={rule.idcuentacomercial}
              onChange={(v) => set(i, { idcuentacomercial: v, idgrupo: 0, idempresa: 0, idlocal: 0 })}
            />
            <LevelSelect
              label="Grupo"
              first={i === 0}
              searchable
              options={grupos
                .filter((g) => !rule.idcuentacomercial || g.idcuentacomercial === rule.idcuentacomercial)
                .map((g) => ({ value: String(g.idgrupo), label: g.grupo }))}
              value={rule.idgrupo}
              onChange={(v) => {
                const g = grupos.find((x) => x.idgrupo === v);
                set(i, {
                  idgrupo: v,
                  idcuentacomercial: g?.idcuentacomercial ?? rule.idcuentacomercial,
                  idempresa: 0,
                  idlocal: 0,
                });
              }}
            />
            <LevelSelect
              label="Empresa"
              first={i === 0}
              disabled={!grupo}
              options={(grupo?.empresas ?? []).map((e) => ({ value: String(e.idempresa), label: e.empresa }))}
              value={rule.idempresa}
              onChange={(v) => set(i, { idempresa: v, idlocal: 0 })}
            />
            <LevelSelect
              label="Local"
              first={i === 0}
              disabled={!empresa}
              options={(empresa?.locales ?? []).map((l) => ({ value: String(l.idlocal), label: l.local }))}
              value={rule.idlocal}
              onChange={(v) => set(i, { idlocal: v })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Quitar regla"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => onChange([...value, { idcuentacomercial: 0, idgrupo: 0, idempresa: 0, idlocal: 0 }])}
      >
        Añadir regla de ámbito
      </Button>
    </Stack>
  );
}
