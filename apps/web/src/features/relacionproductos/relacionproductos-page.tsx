import { type ProductRelation, ProductRelationSchema } from '@ac/shared/relacionproductos';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CreateButton, RowDeleteAction } from '../../kit/actions';
import { describeError } from '../../kit/api-errors';
import { count } from '../../kit/format';
import { GroupPage } from '../../kit/group-page';
import { ListPage } from '../../kit/list-page';
import { notifyError, notifySuccess } from '../../kit/notify';
import { Can, useCan } from '../../kit/permissions';
import { RecordDialogs, useRecordDialogs } from '../../kit/record-dialogs';
import { ResourceSelect } from '../../kit/resource-select';
import { productSource } from '../../kit/sources';
import { useWorkArea } from '../../work-area/work-area-context';
import { mapMany, RELATIONS_PATH, relationKeys, useUnmappedCount } from './api';
import { ImportDialog } from './import-dialog';
import { RelationForm } from './relation-form';

/** The ticked codes mapped to one group product, in one request (all or nothing). */
/** A ticked row's key back to its id and the version it was listed at (`id:version`). */
const rowOfKey = (key: string | number) => {
  const [id, version] = String(key).split(':').map(Number);
  return { id: id!, version: version! };
};

/** How a station's code is named to screen readers: opening its row, ticking it. */
const codeName = (r: ProductRelation) => `código ${r.codigolocal} de ${r.local}`;

function BulkBar({
  idgrupo,
  selected,
  clear,
}: {
  idgrupo: number;
  selected: { id: number; version: number }[];
  clear: () => void;
}) {
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<number | null>(null);
  const map = useMutation({
    mutationFn: () => mapMany(selected.map((r) => ({ ...r, idproductogrupo: product! }))),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: relationKeys.all });
      notifySuccess(count(report.aplicados, 'código relacionado', 'códigos relacionados'));
      clear();
    },
    onError: (error) => {
      // All or nothing: the first row refused says why (one changed meanwhile: the list is read again).
      const { message, fields } = describeError(error);
      notifyError(Object.values(fields)[0] ?? message, 'No se ha relacionado nada');
      void queryClient.invalidateQueries({ queryKey: relationKeys.all });
    },
  });
  return (
    <Paper withBorder p="xs" radius="md" bg="petrol.0">
      <Group gap="sm" align="flex-end">
        <Text size="sm" fw={500} aria-live="polite">
          {count(selected.length, 'código seleccionado', 'códigos seleccionados')}
        </Text>
        <ResourceSelect
          label="Relacionar con el producto del grupo"
          w={320}
          source={productSource(idgrupo)}
          value={product}
          onChange={(v) => setProduct(v)}
        />
        <Button disabled={!product} loading={map.isPending} onClick={() => map.mutate()}>
          Relacionar
        </Button>
        <Button variant="subtle" color="gray" onClick={clear}>
          Quitar selección
        </Button>
      </Group>
    </Paper>
  );
}

export default function RelacionproductosPage() {
  const { scope } = useWorkArea();
  const grupo = scope?.grupo ?? 0;
  const unmapped = useUnmappedCount(grupo);
  const dialogs = useRecordDialogs<ProductRelation>();
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const canRelate = useCan('can_edit_equivalencia');
  const [importing, setImporting] = useState(false);
  return (
    <GroupPage
      title="Relación de Productos"
      description="Los códigos propios de cada estación y el producto del grupo que corresponde a cada uno."
      actions={
        grupo > 0 && unmapped.data !== undefined ? (
          <Badge size="lg" radius="sm" variant="light" color={unmapped.data ? 'orange' : 'teal'}>
            {unmapped.data ? `${unmapped.data} sin relacionar` : 'Todo relacionado'}
          </Badge>
        ) : null
      }
      chooseGroup={{
        title: 'Elija un grupo para ver los códigos de sus estaciones',
        text: 'Los códigos de cada estación se relacionan con los productos de su grupo. Elija el grupo en el área de trabajo.',
      }}
    >
      {() => (
        <>
          <Can permission="can_edit_equivalencia">
            {selected.size ? (
              <BulkBar
                idgrupo={grupo}
                selected={[...selected].map(rowOfKey)}
                clear={() => setSelected(new Set())}
              />
            ) : null}
          </Can>
          <ListPage<ProductRelation>
            id="relacionproductos"
            path={RELATIONS_PATH}
            schema={ProductRelationSchema}
            workArea={{ grupo: 'idgrupo', local: 'idlocal' }}
            defaultSort="codigolocal"
            searchPlaceholder="Buscar por código o descripción…"
            filters={[{ kind: 'switch', key: 'unmapped', label: 'Solo sin relacionar' }]}
            columns={[
              { key: 'local', header: 'Estación' },
              { key: 'codigolocal', header: 'Código', sort: true, width: 110 },
              { key: 'descripcionlocal', header: 'Descripción en la estación', sort: true },
              {
                key: 'producto',
                header: 'Producto del grupo',
                render: (r) =>
                  r.idproductogrupo ? (
                    r.producto
                  ) : (
                    <Badge size="sm" radius="sm" color="orange" variant="light">
                      Sin relacionar
                    </Badge>
                  ),
              },
            ]}
            // The version is part of the key: a code changed by someone else since is no longer the one ticked.
            rowKey={(r) => `${r.id}:${r.version}`}
            rowLabel={(r) => `Abrir ${codeName(r)}`}
            onOpen={dialogs.edit}
            // Ticked codes are related at once: who may not edit reads the list without tick boxes.
            selection={canRelate ? { selected, onChange: setSelected, name: codeName } : undefined}
            rowActions={(r) => (
              <RowDeleteAction
                permission="can_delete_equivalencia"
                name={`${r.codigolocal} de ${r.local}`}
                onClick={() => dialogs.remove(r)}
              />
            )}
            emptyText="No hay códigos de estación en este grupo."
            actions={
              <>
                <Can permission="can_create_equivalencia">
                  <Button
                    variant="default"
                    leftSection={<IconFileImport size={16} />}
                    onClick={() => setImporting(true)}
                  >
                    Importar CSV
                  </Button>
                </Can>
                <CreateButton permission="can_create_equivalencia" onClick={dialogs.create}>
                  Nuevo código
                </CreateButton>
              </>
            }
          />
          <RecordDialogs<ProductRelation>
            state={dialogs}
            path={RELATIONS_PATH}
            title={(r) => (r ? `Código ${r.codigolocal} · ${r.local}` : 'Nuevo código de estación')}
            size="lg"
            form={(r, done) => <RelationForm existing={r} idgrupo={grupo} done={done} />}
            deleteWhat={(r) => `el código ${r.codigolocal} de ${r.local}`}
            deletedMessage="Código eliminado"
          />
          <ImportDialog idgrupo={grupo} opened={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </GroupPage>
  );
}
