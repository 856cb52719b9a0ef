import { MINISTRY_PRODUCTS, type Product, ProductSchema } from '@ac/shared/gruposproductos';
import { EditableList } from '../../kit/editable-list';
import { GroupPage } from '../../kit/group-page';
import { yesNoFilter } from '../../kit/list-page';
import { PRODUCTS_PATH } from './api';
import { FAMILY_OPTIONS, ProductForm, UNIT_OPTIONS } from './product-form';

export default function GruposproductosPage() {
  return (
    <GroupPage
      title="Productos de Grupo"
      description="El catálogo del grupo: familia, unidad, IVA y el producto del Ministerio de cada carburante."
      chooseGroup={{
        title: 'Elija un grupo para ver sus productos',
        text: 'Cada grupo tiene su propio catálogo de productos. Elija el grupo en el área de trabajo.',
      }}
    >
      {(grupo) => (
        <EditableList<Product>
          id="gruposproductos"
          path={PRODUCTS_PATH}
          schema={ProductSchema}
          resource="equivalencia"
          workArea={{ grupo: 'idgrupo' }}
          defaultSort="descripcion"
          searchPlaceholder="Buscar por código o descripción…"
          filters={[
            { kind: 'select', key: 'familia', label: 'Familia', options: FAMILY_OPTIONS, all: 'todas' },
            yesNoFilter('activo', 'Activo'),
          ]}
          columns={[
            { key: 'codigo', header: 'Código', sort: true, width: 100, pin: true },
            { key: 'descripcion', header: 'Descripción', sort: true },
            { key: 'familia', header: 'Familia', options: FAMILY_OPTIONS, sort: true, width: 120 },
            { key: 'unidad', header: 'Unidad', options: UNIT_OPTIONS, width: 80 },
            { key: 'iva', header: 'IVA %', type: 'number', width: 80 },
            {
              key: 'idproductoministerio',
              header: 'Ministerio',
              value: (p) =>
                p.idproductoministerio
                  ? `${p.idproductoministerio} · ${MINISTRY_PRODUCTS[p.idproductoministerio] ?? ''}`
                  : '',
            },
            { key: 'activo', header: 'Activo', type: 'boolean', width: 80 },
          ]}
          rowId={(p) => p.idproducto}
          rowLabel={(p) => `Abrir producto ${p.codigo} ${p.descripcion}`}
          emptyText="Este grupo aún no tiene productos."
          newLabel="Nuevo producto"
          editTitle={(p) => `Producto ${p.codigo} · ${p.descripcion}`}
          modalSize={() => 'lg'}
          form={(p, done) => <ProductForm existing={p} idgrupo={grupo} done={done} />}
          name={(p) => p.descripcion}
          deleteWhat={(p) => `el producto ${p.codigo} · ${p.descripcion}`}
          deletedMessage="Producto eliminado"
        />
      )}
    </GroupPage>
  );
}
