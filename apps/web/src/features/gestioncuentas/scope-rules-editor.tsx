import type { AuthAccount } from '@ac/shared';
import { ActionIcon, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCan } from '../../kit/permissions';
import { useScopeTree } from '../../kit/scope-tree';
import type { FormPart } from '../../kit/use-resource-form';
import { useCommercialOptions } from './api';

const ALL = { value: '0', label: '(todo)' };
const EMPTY_RULE = { idcuentacomercial: 0, idgrupo: 0, idempresa: 0, idlocal: 0 };
type Rule = typeof EMPTY_RULE;

/** One level of a rule; 0 is "(todo)". Only the first row shows the labels, as column headers. */
function LevelSelect(props: {
  label: string;
  first: boolean;
  options: { value: string; label: string }[];
  value: number;
  onChange: (v: number) => void;
  error?: string;
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
      error={props.error}
      allowDeselect={false}
    />
  );
}

/** A staff account's rules by the names of their places, for who may not read the Ámbito tree. */
function ScopeRulesText({ rules }: { rules: AuthAccount['scopes'] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Ámbito
      </Text>
      {rules.length ? (
        <List size="sm">
          {rules.map((r) => (
            <List.Item key={r.id}>{r.nombre}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="xs" c="dimmed">
          Sin reglas: la cuenta no ve ningún grupo, empresa ni estación.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Para cambiar el ámbito hace falta el permiso de ver el Ámbito.
      </Text>
    </Stack>
  );
}

/**
 * The `scopes` list field of a staff account: each rule reaches a place and everything below it
 * (0 = todo). Rows are the form's list items, so an error of one rule shows on its own row.
 */
export function ScopeRulesEditor({ form, saved }: { form: FormPart; saved?: AuthAccount['scopes'] }) {
  // The places to pick from are the Ámbito tree's: without leave to read it, the rules are read as named.
  const canReadTree = useCan('can_view_ambito');
  const tree = useScopeTree({ staleTime: 300_000, enabled: canReadTree });
  const commercial = useCommercialOptions();
  if (!canReadTree) return <ScopeRulesText rules={saved ?? []} />;
  const grupos = tree.data?.grupos ?? [];
  const rules = ((form.values as { scopes?: Rule[] }).scopes ?? []) as Rule[];
  const set = (i: number, patch: Partial<Rule>) => form.setValue(`scopes.${i}`, { ...rules[i], ...patch });
  const error = (i: number, key: keyof Rule) => form.errors[`scopes.${i}.${key}`];
  const listError = form.errors.scopes;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Ámbito
      </Text>
      {rules.length === 0 ? (
        <Text size="xs" c="dimmed">
          Sin reglas: la cuenta no ve ningún grupo, empresa ni estación.
        </Text>
      ) : null}
      {rules.map((rule, i) => {
        const grupo = grupos.find((g) => g.idgrupo === rule.idgrupo);
        const empresa = grupo?.empresas.find((e) => e.idempresa === rule.idempresa);
        return (
          <Group key={form.mantine.key(`scopes.${i}`)} gap={6} wrap="nowrap" align="flex-end">
            <LevelSelect
              label="Cuenta comercial"
              first={i === 0}
              options={commercial.data ?? []}
              value={rule.idcuentacomercial}
              error={error(i, 'idcuentacomercial')}
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
              error={error(i, 'idgrupo')}
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
              error={error(i, 'idempresa')}
              onChange={(v) => set(i, { idempresa: v, idlocal: 0 })}
            />
            <LevelSelect
              label="Local"
              first={i === 0}
              disabled={!empresa}
              options={(empresa?.locales ?? []).map((l) => ({ value: String(l.idlocal), label: l.local }))}
              value={rule.idlocal}
              error={error(i, 'idlocal')}
              onChange={(v) => set(i, { idlocal: v })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Quitar la regla ${i + 1}`}
              onClick={() => form.mantine.removeListItem('scopes', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {listError ? (
        <Text size="xs" c="red">
          {listError}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => form.mantine.insertListItem('scopes', { ...EMPTY_RULE })}
      >
        Añadir regla de ámbito
      </Button>
    </Stack>
  );
}
