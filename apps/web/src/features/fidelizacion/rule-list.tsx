import { type LoyaltyRule, LoyaltyRuleSchema } from '@ac/shared';
import { Badge, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CreateButton } from '../../kit/actions';
import { untilColumn } from '../../kit/columns';
import { capital, formatNumber } from '../../kit/format';
import { yesNoFilter } from '../../kit/list-page';
import { RecordListPage } from '../../kit/record-list-page';
import { useWorkArea } from '../../work-area/work-area-context';
import { RULES_PATH } from './api';

export function RuleList() {
  const navigate = useNavigate();
  const { scope } = useWorkArea();
  return (
    <RecordListPage<LoyaltyRule>
      route="fidelizacion"
      id="reglas-fidelizacion"
      title="Reglas de Fidelización"
      description="Cómo ganan puntos los tickets: se aplican por prioridad (1 primero); un multiplicador multiplica lo que dieron las anteriores."
      path={RULES_PATH}
      schema={LoyaltyRuleSchema}
      defaultSort="prioridad"
      searchPlaceholder="Buscar regla…"
      filters={[yesNoFilter('activo', 'Activa')]}
      columns={[
        // On a phone: the name and the state (the rest is one tap away, on the rule's page).
        { key: 'prioridad', header: 'Prioridad', type: 'number', sort: true, width: 100, hideBelow: 'sm' },
        { key: 'nombre', header: 'Nombre', sort: true, maxWidth: '12rem' },
        { key: 'tipo', header: 'Tipo', value: (r) => capital(r.tipo), hideBelow: 'sm' },
        {
          key: 'valor',
          header: 'Valor',
          hideBelow: 'sm',
          value: (r) => (r.tipo === 'multiplicador' ? `× ${formatNumber(r.valor)}` : formatNumber(r.valor)),
        },
        // Each group has its own rules, often of the same name: whose each is, while no group is chosen.
        ...(scope?.grupo ? [] : [{ key: 'grupo', header: 'Grupo' }]),
        { key: 'fechadesde', header: 'Desde', type: 'date', hideBelow: 'sm' },
        untilColumn({ hideBelow: 'sm', width: undefined }),
        {
          key: 'activo',
          header: 'Estado',
          width: 170,
          value: (r) => (r.activo ? 'Activa' : 'Inactiva'),
          render: (r) => (
            <Group gap={4} wrap="nowrap">
              <Badge size="sm" radius="sm" variant="light" color={r.activo ? 'teal' : 'gray'}>
                {r.activo ? 'Activa' : 'Inactiva'}
              </Badge>
              {r.enuso ? (
                <Badge size="sm" radius="sm" variant="outline" color="blue">
                  En uso
                </Badge>
              ) : null}
            </Group>
          ),
        },
      ]}
      rowLabel={(r) => `Abrir la regla ${r.nombre}`}
      emptyText="No hay reglas de fidelización en el área de trabajo."
      actions={
        <CreateButton permission="can_create_fidelizacion" onClick={() => navigate('/fidelizacion/nueva')}>
          Nueva regla
        </CreateButton>
      }
    />
  );
}
