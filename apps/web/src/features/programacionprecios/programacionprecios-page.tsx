import { Tabs } from '@mantine/core';
import { useUrlTab } from '../../kit/detail-page';
import { GroupPage } from '../../kit/group-page';
import { ChangesTab } from './changes-tab';
import { HistoryTab } from './history-tab';
import { LimitsTab } from './limits-tab';
import { PriceGridTab } from './price-grid';

export default function ProgramacionpreciosPage() {
  const [tab, setTab] = useUrlTab([
    { value: 'precios' },
    { value: 'cambios' },
    { value: 'historia' },
    { value: 'limites' },
  ]);
  return (
    <GroupPage
      title="Programación de precios"
      description="Precio de cada carburante en cada estación, cambios programados (hora de Madrid), límites e historia."
      chooseGroup={{
        title: 'Elija un grupo para ver sus precios',
        text: 'Los precios se programan por grupo. Elija el grupo en el área de trabajo.',
      }}
    >
      {(grupo) => (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="precios">Precios actuales</Tabs.Tab>
            <Tabs.Tab value="cambios">Cambios programados</Tabs.Tab>
            <Tabs.Tab value="historia">Historia</Tabs.Tab>
            <Tabs.Tab value="limites">Límites</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="precios">
            <PriceGridTab idgrupo={grupo} />
          </Tabs.Panel>
          <Tabs.Panel value="cambios">
            <ChangesTab />
          </Tabs.Panel>
          <Tabs.Panel value="historia">
            <HistoryTab idgrupo={grupo} />
          </Tabs.Panel>
          <Tabs.Panel value="limites">
            <LimitsTab idgrupo={grupo} />
          </Tabs.Panel>
        </Tabs>
      )}
    </GroupPage>
  );
}
