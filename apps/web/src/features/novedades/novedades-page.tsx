import { useParams } from 'react-router';
import { NewsDetail } from './news-detail';
import { NewsList } from './news-list';

export default function NovedadesPage() {
  const { id } = useParams();
  if (!id) return <NewsList />;
  return <NewsDetail id={id === 'nueva' ? null : Number(id)} />;
}
