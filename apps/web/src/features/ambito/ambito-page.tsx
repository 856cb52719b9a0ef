import {
  CompanyFieldsSchema,
  GroupFieldsSchema,
  type ScopeState,
  type ScopeTree,
  STATION_FLAGS,
  StationFieldsSchema,
} from '@ac/shared';
import { Button, Grid, Group, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  IconBath,
  IconBuilding,
  IconBuildingStore,
  IconCar,
  IconClock24,
  IconCurrencyEuro,
  IconGasStation,
  IconParking,
  IconPlus,
  IconPower,
  IconSitemap,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { CreateButton } from '../../kit/actions';
import { QueryTable } from '../../kit/data-table';
import { DeleteWithReasonDialog } from '../../kit/delete-with-reason-dialog';
import { FormGrid } from '../../kit/form-grid';
import { PageHeader } from '../../kit/page-header';
import { Can, useCan } from '../../kit/permissions';
import { PostalCodeInput } from '../../kit/postal-code-input';
import { ResourceForm } from '../../kit/resource-form';
import { ResourceSelect, type RowsSource } from '../../kit/resource-select';
import { useScopeTree } from '../../kit/scope-tree';
import { commercialAccountSource } from '../../kit/sources';
import { type TreeItem, TreeView } from '../../kit/tree-view';
import { useCanWrite, useRecordForm } from '../../kit/use-record-form';
import { useUrlParams } from '../../kit/use-url-params';
import { useWorkArea } from '../../work-area/work-area-context';
import classes from './ambito-page.module.css';
import { ambitoKeys, LEVEL_PATHS, type ScopeRow, useScopeRules } from './api';

type Grupo = ScopeTree['grupos'][number];
type Empresa = Grupo['empresas'][number];
type Local = Empresa['locales'][number];

const FLAG_ICONS: Record<string, ReactNode> = {
  activolocal: <IconPower size={14} />,
  es24: <IconClock24 size={14} />,
  lavado: <IconCar size={14} />,
  parking: <IconParking size={14} />,
  duchas: <IconBath size={14} />,
  restaurante: <IconToolsKitchen2 size={14} />,
  tienda: <IconBuildingStore size={14} />,
  muestraprecio: <IconCurrencyEuro size={14} />,
};

const P = LEVEL_PATHS;

type Node =
  | { kind: 'g'; item: Grupo }
  | { kind: 'e'; item: Empresa; parent: Grupo }
  | { kind: 'l'; item: Local; parent: Empresa }
  | { kind: 'new-g' }
  | { kind: 'new-e'; parent: Grupo }
  | { kind: 'new-l'; parent: Empresa };

function findNode(tree: ScopeTree | undefined, key: string | null): Node | null {
  if (!tree || !key) return null;
  const [kind, raw] = key.split(':') as [string, string];
  const id = Number(raw);
  for (const g of tree.grupos) {
    if (kind === 'g' && g.idgrupo === id) return { kind: 'g', item: g };
    if (kind === 'new-e' && g.idgrupo === id) return { kind: 'new-e', parent: g };
    for (const e of g.empresas) {
      if (kind === 'e' && e.idempresa === id) return { kind: 'e', item: e, parent: g };
      if (kind === 'new-l' && e.idempresa === id) return { kind: 'new-l', parent: e };
      for (const l of e.locales)
        if (kind === 'l' && l.idlocal === id) return { kind: 'l', item: l, parent: e };
    }
  }
  return kind === 'new-g' ? { kind: 'new-g' } : null;
}

type Select = (key: string | null) => void;

/** The tree key of the work area's deepest level (`l:`, `e:` or `g:`), null without one. */
function workAreaNode(scope: ScopeState | null): string | null {
  if (!scope?.grupo) return null;
  if (scope.local) return `l:${scope.local}`;
  return scope.empresa ? `e:${scope.empresa}` : `g:${scope.grupo}`;
}

/**
 * The form of a group, company or station: saved on its level's path with its own id, the tree
 * refreshed, and the saved node selected (Recargar selects none, which reloads the tree).
 */
function useLevelForm<S extends z.ZodObject, R extends { version: number }>(options: {
  level: 'g' | 'e' | 'l';
  schema: S;
  record: R | null;
  blank?: object;
  id: (record: R) => number;
  notices: readonly [string, string];
  select: Select;
}) {
  const { level, id, select } = options;
  const canEdit = useCanWrite('ambito', options.record);
  const form = useRecordForm({
    schema: options.schema,
    record: options.record,
    blank: options.blank,
    path: P[level],
    versioned: (r) => ({ id: id(r), version: r.version }),
    invalidates: [ambitoKeys.all],
    notices: options.notices,
    onSaved: (r) => select(`${level}:${id(r)}`),
  });
  return { form, frame: { readOnly: !canEdit, onReload: () => select(null) } };
}

function GroupEditor({ group, select }: { group: Grupo | null; select: Select }) {
  const { form, frame } = useLevelForm({
    level: 'g',
    schema: GroupFieldsSchema,
    record: group,
    id: (g) => g.idgrupo,
    notices: ['Grupo guardado', 'Grupo creado'],
    select,
  });
  // Who may not read the commercial accounts picks among those of the tree (their names are there).
  const canReadAccounts = useCan('can_view_permiso');
  const tree = useScopeTree({ staleTime: 300_000 });
  const treeAccounts = useMemo<RowsSource<{ id: number; nombre: string }>>(() => {
    const seen = new Map<number, string>();
    for (const g of tree.data?.grupos ?? []) seen.set(g.idcuentacomercial, g.cuentacomercial);
    return {
      kind: 'rows',
      rows: [...seen].map(([id, nombre]) => ({ id, nombre })),
      value: (a) => a.id,
      label: (a) => a.nombre,
    };
  }, [tree.data]);
  return (
    <ResourceForm form={form} {...frame} label="Grupo">
      <FormGrid cols={2}>
        <TextInput label="Nombre del grupo" required {...form.text('grupo')} />
        <ResourceSelect
          label="Cuenta comercial"
          required
          source={canReadAccounts ? commercialAccountSource : treeAccounts}
          {...form.id('idcuentacomercial')}
        />
      </FormGrid>
    </ResourceForm>
  );
}

function CompanyEditor({
  company,
  parent,
  select,
}: {
  company: Empresa | null;
  parent: Grupo;
  select: Select;
}) {
  const { form, frame } = useLevelForm({
    level: 'e',
    schema: CompanyFieldsSchema,
    record: company,
    blank: { idgrupo: parent.idgrupo },
    id: (e) => e.idempresa,
    notices: ['Empresa guardada', 'Empresa creada'],
    select,
  });
  return (
    <ResourceForm form={form} {...frame} label="Empresa">
      <FormGrid cols={2}>
        <TextInput label="Nombre de la empresa" required {...form.text('empresa')} />
        <TextInput label="NIF" {...form.text('nif')} />
        <TextInput label="Dirección" {...form.text('direccion')} />
      </FormGrid>
    </ResourceForm>
  );
}

function StationEditor({
  station,
  parent,
  select,
}: {
  station: Local | null;
  parent: Empresa;
  select: Select;
}) {
  const { form, frame } = useLevelForm({
    level: 'l',
    schema: StationFieldsSchema,
    record: station,
    blank: { idempresa: parent.idempresa },
    id: (l) => l.idlocal,
    notices: ['Estación guardada', 'Estación creada'],
    select,
  });
  return (
    <ResourceForm form={form} {...frame} label="Estación">
      <FormGrid cols={{ base: 1, md: 3 }}>
        <TextInput label="Nombre de la estación" required {...form.text('local')} />
        <TextInput label="Dirección" {...form.text('direccion')} />
        <PostalCodeInput form={form} />
        <TextInput label="Población" {...form.text('poblacion')} />
        <TextInput label="Provincia" {...form.text('provincia')} />
        <TextInput label="Teléfono" {...form.text('telefono')} />
      </FormGrid>
      <Text size="sm" fw={500} mt="sm" mb={4}>
        Servicios
      </Text>
      {/* As many columns as the form's own width holds (beside the tree it is narrower than the screen). */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 8 }}>
        {STATION_FLAGS.map(([flag, label]) => (
          <Switch
            key={flag}
            label={
              <Group gap={4} wrap="nowrap">
                {FLAG_ICONS[flag]}
                {label}
              </Group>
            }
            {...form.checkbox(flag)}
          />
        ))}
      </div>
      <Textarea label="Observaciones" mt="sm" autosize minRows={2} {...form.text('observlocal')} />
    </ResourceForm>
  );
}

type Place = { idcuentacomercial: number; idgrupo: number; idempresa?: number; idlocal?: number };

/** A rule reaches a place when each level it names (non-zero) is the place's own or an ancestor. */
export function ruleCovers(rule: ScopeRow, place: Place): boolean {
  return (
    (!rule.idcuentacomercial || rule.idcuentacomercial === place.idcuentacomercial) &&
    (!rule.idgrupo || rule.idgrupo === place.idgrupo) &&
    (!rule.idempresa || rule.idempresa === place.idempresa) &&
    (!rule.idlocal || rule.idlocal === place.idlocal)
  );
}

// The API filters rules by exact level only, so inherited rules ("Todo", the group's) are worked out here.
function WhoHasScope({ place }: { place: Place }) {
  // The staff accounts' rules are read with the accounts' permission: without it, no panel (not an error).
  const canReadAccounts = useCan('can_view_permiso');
  const q = useScopeRules((rows) => rows.filter((r) => ruleCovers(r, place)), canReadAccounts);
  if (!canReadAccounts) return null;
  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        Quién tiene ámbito aquí
      </Title>
      <QueryTable
        columns={[
          // Cut sooner than other tables' cells (whole on hover): the panel shares the row with the tree.
          {
            key: 'nombre',
            header: 'Cuenta',
            maxWidth: '11rem',
            // An inactive account keeps its rules but cannot sign in: it must not read as having access.
            value: (r) => (r.activo ? r.nombre : `${r.nombre} (inactiva)`),
          },
          { key: 'email', header: 'Correo electrónico', maxWidth: '11rem' },
          {
            key: 'nivel',
            header: 'Por una regla de',
            value: (r) =>
              r.idlocal
                ? 'Estación'
                : r.idempresa
                  ? 'Empresa'
                  : r.idgrupo
                    ? 'Grupo'
                    : r.idcuentacomercial
                      ? 'Cuenta comercial'
                      : 'Todo',
          },
        ]}
        query={q}
        rowKey={(r) => r.id}
        emptyText="Ninguna cuenta de acceso tiene ámbito en este nodo."
        skeletonRows={3}
      />
    </Stack>
  );
}

/** A company in the group, a station in the company. */
function NewChildButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Can permission="can_create_ambito">
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onClick}>
        {children}
      </Button>
    </Can>
  );
}

function NodePanel({ node, select, nodeKey }: { node: Node; select: Select; nodeKey: string }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  // On a phone the panel is under the whole tree: a tapped place must show its form, not seem to do nothing.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!nodeKey) return;
    const box = panel.current?.getBoundingClientRect();
    if (box && (box.top > window.innerHeight - 80 || box.bottom < 0))
      panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [nodeKey]);
  const del =
    node.kind === 'g'
      ? { path: P.g, id: node.item.idgrupo, what: `el grupo ${node.item.grupo}` }
      : node.kind === 'e'
        ? { path: P.e, id: node.item.idempresa, what: `la empresa ${node.item.empresa}` }
        : node.kind === 'l'
          ? { path: P.l, id: node.item.idlocal, what: `la estación ${node.item.local}` }
          : null;
  const title =
    node.kind === 'g'
      ? node.item.grupo
      : node.kind === 'e'
        ? node.item.empresa
        : node.kind === 'l'
          ? node.item.local
          : node.kind === 'new-g'
            ? 'Nuevo grupo'
            : node.kind === 'new-e'
              ? `Nueva empresa en ${node.parent.grupo}`
              : `Nueva estación en ${node.parent.empresa}`;
  const kindLabel = {
    g: 'Grupo',
    e: 'Empresa',
    l: 'Estación',
    'new-g': 'Alta',
    'new-e': 'Alta',
    'new-l': 'Alta',
  }[node.kind];
  return (
    <Stack gap="sm" ref={panel} style={{ scrollMarginTop: 72 }}>
      <Group justify="space-between">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {kindLabel}
          </Text>
          <Title order={2} fz="lg">
            {title}
          </Title>
        </div>
        <Group gap="xs">
          {node.kind === 'g' ? (
            <NewChildButton onClick={() => select(`new-e:${node.item.idgrupo}`)}>
              Nueva empresa
            </NewChildButton>
          ) : null}
          {node.kind === 'e' ? (
            <NewChildButton onClick={() => select(`new-l:${node.item.idempresa}`)}>
              Nueva estación
            </NewChildButton>
          ) : null}
          {del ? (
            <Can permission="can_delete_ambito">
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDeleting(true)}
              >
                Eliminar
              </Button>
            </Can>
          ) : null}
        </Group>
      </Group>
      {node.kind === 'g' || node.kind === 'new-g' ? (
        <GroupEditor
          key={node.kind === 'g' ? `${node.item.idgrupo}:${node.item.version}` : 'new'}
          group={node.kind === 'g' ? node.item : null}
          select={select}
        />
      ) : node.kind === 'e' || node.kind === 'new-e' ? (
        <CompanyEditor
          key={node.kind === 'e' ? `${node.item.idempresa}:${node.item.version}` : 'new'}
          company={node.kind === 'e' ? node.item : null}
          parent={node.parent}
          select={select}
        />
      ) : (
        <StationEditor
          key={node.kind === 'l' ? `${node.item.idlocal}:${node.item.version}` : 'new'}
          station={node.kind === 'l' ? node.item : null}
          parent={node.parent}
          select={select}
        />
      )}
      {node.kind === 'g' ? (
        <WhoHasScope place={{ idcuentacomercial: node.item.idcuentacomercial, idgrupo: node.item.idgrupo }} />
      ) : null}
      {node.kind === 'e' ? (
        <WhoHasScope
          place={{
            idcuentacomercial: node.parent.idcuentacomercial,
            idgrupo: node.parent.idgrupo,
            idempresa: node.item.idempresa,
          }}
        />
      ) : null}
      {node.kind === 'l' ? (
        <WhoHasScope
          place={{
            idcuentacomercial: node.item.idcuentacomercial,
            idgrupo: node.parent.idgrupo,
            idempresa: node.item.idempresa,
            idlocal: node.item.idlocal,
          }}
        />
      ) : null}
      {del ? (
        <DeleteWithReasonDialog
          opened={deleting}
          onClose={() => setDeleting(false)}
          path={del.path}
          id={del.id}
          what={del.what}
          onDeleted={() => {
            select(null);
            void queryClient.invalidateQueries({ queryKey: ambitoKeys.all });
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Groups › companies › stations as tree items keyed like the `nodo` URL parameter. */
function treeItems(tree: ScopeTree): TreeItem[] {
  return tree.grupos.map((g) => ({
    key: `g:${g.idgrupo}`,
    label: g.grupo,
    description: g.cuentacomercial,
    icon: <IconSitemap size={16} />,
    children: g.empresas.map((e) => ({
      key: `e:${e.idempresa}`,
      label: e.empresa,
      icon: <IconBuilding size={16} />,
      children: e.locales.map((l) => ({
        key: `l:${l.idlocal}`,
        label: l.activolocal ? l.local : `${l.local} (inactiva)`,
        icon: <IconGasStation size={16} />,
        dimmed: !l.activolocal,
        aside: STATION_FLAGS.filter(([f]) => f !== 'activolocal' && l[f]).map(([f, label]) => (
          <span key={f} title={label}>
            {FLAG_ICONS[f]}
          </span>
        )),
      })),
    })),
  }));
}

export default function AmbitoPage() {
  const tree = useScopeTree();
  const [params, setParams] = useUrlParams();
  const selected = params.get('nodo');
  const select = (key: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (key) next.set('nodo', key);
      else next.delete('nodo');
      return next;
    });
  const node = findNode(tree.data, selected);
  // The tree opens on the work area (its station, company or group): on arrival unless the URL names a
  // node, and whenever another work area is confirmed here.
  const area = workAreaNode(useWorkArea().scope);
  const shownArea = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!tree.data || shownArea.current === area) return;
    const arriving = shownArea.current === undefined;
    shownArea.current = area;
    if (!area || (arriving && selected) || !findNode(tree.data, area)) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('nodo', area);
        return next;
      },
      { replace: true },
    );
  }, [tree.data, area, selected, setParams]);
  return (
    <>
      <PageHeader
        title="Ámbito"
        description="Grupos, empresas y estaciones de servicio: datos, servicios de cada estación y quién tiene acceso."
        actions={
          <CreateButton permission="can_create_ambito" onClick={() => select('new-g:0')}>
            Nuevo grupo
          </CreateButton>
        }
      />
      {/* In 24ths: at 1366 px the tree fits its stations' names and the node's panel its table. */}
      <Grid gutter="sm" columns={24}>
        <Grid.Col span={{ base: 24, md: 9, xl: 8 }}>
          <Paper withBorder p={4} className={classes.treePanel}>
            {tree.isPending ? (
              <Text size="sm" p="sm">
                Cargando…
              </Text>
            ) : null}
            {tree.data ? (
              <TreeView
                label="Árbol de ámbito"
                items={treeItems(tree.data)}
                selected={selected}
                onSelect={select}
              />
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 15, xl: 16 }}>
          <Paper withBorder p="md">
            {node ? (
              <NodePanel node={node} select={select} nodeKey={selected ?? ''} />
            ) : (
              <Text c="dimmed" size="sm">
                Elija un grupo, una empresa o una estación en el árbol para ver y editar sus datos.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
