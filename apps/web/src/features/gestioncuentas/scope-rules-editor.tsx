import type { ScopeRule } from '@ac/shared';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCommercialOptions, useScopeTree } from './api';

const ALL = { value: '0', label: '(todo)' };

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
            <Select
              size="xs"
              label={i === 0 ? 'Cuenta comercial' : undefined}
              aria-label="Cuenta comercial"
              data={[ALL, ...(commercial.data ?? [])]}
              value={String(rule.idcuentacomercial)}
              onChange={(v) =>
                set(i, { idcuentacomercial: Number(v ?? 0), idgrupo: 0, idempresa: 0, idlocal: 0 })
              }
              allowDeselect={false}
            />
            <Select
              size="xs"
              label={i === 0 ? 'Grupo' : undefined}
              aria-label="Grupo"
              searchable
              data={[
                ALL,
                ...grupos
                  .filter((g) => !rule.idcuentacomercial || g.idcuentacomercial === rule.idcuentacomercial)
                  .map((g) => ({ value: String(g.idgrupo), label: g.grupo })),
              ]}
              value={String(rule.idgrupo)}
              onChange={(v) => {
                const g = grupos.find((x) => x.idgrupo === Number(v));
                set(i, {
                  idgrupo: Number(v ?? 0),
                  idcuentacomercial: g?.idcuentacomercial ?? rule.idcuentacomercial,
                  idempresa: 0,
                  idlocal: 0,
                });
              }}
              allowDeselect={false}
            />
            <Select
              size="xs"
              label={i === 0 ? 'Empresa' : undefined}
              aria-label="Empresa"
              disabled={!grupo}
              data={[
                ALL,
                ...(grupo?.empresas ?? []).map((e) => ({ value: String(e.idempresa), label: e.empresa })),
              ]}
              value={String(rule.idempresa)}
              onChange={(v) => set(i, { idempresa: Number(v ?? 0), idlocal: 0 })}
              allowDeselect={false}
            />
            <Select
              size="xs"
              label={i === 0 ? 'Local' : undefined}
              aria-label="Local"
              disabled={!empresa}
              data={[
                ALL,
                ...(empresa?.locales ?? []).map((l) => ({ value: String(l.idlocal), label: l.local })),
              ]}
              value={String(rule.idlocal)}
              onChange={(v) => set(i, { idlocal: Number(v ?? 0) })}
              allowDeselect={false}
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
