import { ReportsSection } from './reports-section';
import { RulesSection } from './rules-section';

/** The Moderation tab: the reports queue, then the rules that feed it. */
export function ModerationPanel() {
  return (
    <div className="grid gap-8">
      <ReportsSection />
      <RulesSection />
    </div>
  );
}
