import { UrlTabs } from '../../kit/detail-page';
import { GroupPage } from '../../kit/group-page';
import { ChangesTab } from './changes-tab';
import { HistoryTab } from './history-tab';
import { LimitsTab } from './limits-tab';
import { PriceGridTab } from './price-grid';

export default function ProgramacionpreciosPage() {
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
        <UrlTabs
          tabs={[
            { value: 'precios', label: 'Precios actuales', render: () => <PriceGridTab idgrupo={grupo} /> },
            { value: 'cambios', label: 'Cambios programados', render: () => <ChangesTab /> },
            { value: 'historia', label: 'Historia', render: () => <HistoryTab idgrupo={grupo} /> },
            { value: 'limites', label: 'Límites', render: () => <LimitsTab idgrupo={grupo} /> },
          ]}
        />
      )}
    </GroupPage>
  );
}
