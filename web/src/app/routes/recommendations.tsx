import {
  RECOMMENDATION_TABS,
  RecommendationsScreen,
} from '@/features/insights/components/recommendations-screen';
import { useChoiceParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RecommendationsRoute() {
  useDocumentTitle('Recommendations');
  const [tab, setTab] = useChoiceParam('tab', RECOMMENDATION_TABS, 'recommendations');
  return (
    <div className="mx-auto w-full max-w-3xl">
      <RecommendationsScreen tab={tab} onTabChange={setTab} />
    </div>
  );
}
