import { Tabs } from '@mantine/core';
import { ChooseGroup } from '../../kit/choose-group';
import { useUrlTab } from '../../kit/detail-page';
import { PageHeader } from '../../kit/page-header';
import { useWorkArea } from '../../work-area/work-area-context';
import { ChangesTab } from './changes-tab';
import { HistoryTab } from './history-tab';
import { LimitsTab } from './limits-tab';
import { PriceGridTab } from './price-grid';

export default function ProgramacionpreciosPage() {
  const { scope } = useWorkArea();
  const grupo = scope?.grupo ?? 0;
  const [tab, setTab] = useUrlTab([
    { value: 'precios' },
    { value: 'cambios' },
    { value: 'historia' },
    { value: 'limites' },
  ]);
  return (
    <>
      <PageHeader
        title="Programación de precios"
        description="Precio de cada carburante en cada estación, cambios programados (hora de Madrid), límites e historia."
        showWorkArea
      />
      {grupo > 0 ? (
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
      ) : (
        <ChooseGroup title="Elija un grupo para ver sus precios">
          Los precios se programan por grupo. Elija el grupo en el área de trabajo.
        </ChooseGroup>
      )}
    </>
  );
}
