import { ListOrRecord } from '../../kit/list-or-record';
import { NewsDetail } from './news-detail';
import { NewsList } from './news-list';

export default function NovedadesPage() {
  return (
    <ListOrRecord
      list={<NewsList />}
      record={(id) => <NewsDetail id={id} />}
      backTo="/novedades"
      newRecord={<NewsDetail id={null} />}
    />
  );
}
