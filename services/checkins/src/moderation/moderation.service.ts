import { Injectable } from '@nestjs/common';
import type { CheckInFields } from '@crema/contracts/checkins/check-in';
import { ModerationRulesRepository } from './moderation-rules.repository';
import {
  matchRules,
  NO_VERDICT,
  verdictOf,
  type ModerationVerdict,
  type ModeratedText,
} from './rule-matching';

/**
 * The admin service's active rules applied to new content: each match is a report (source rule) in
 * the content's own transaction, and a `hide` rule hides the content until a moderator decides.
 */
@Injectable()
export class ModerationService {
  constructor(private readonly rules: ModerationRulesRepository) {}

  /** Coffee name, roaster, notes, each tasting note and the location of a new check-in. */
  checkInVerdict(
    fields: Pick<CheckInFields, 'coffeeName' | 'roaster' | 'notes' | 'tastingNotes' | 'location'>,
  ): Promise<ModerationVerdict> {
    return this.verdict([
      { label: 'coffee name', text: fields.coffeeName },
      { label: 'roaster', text: fields.roaster },
      { label: 'notes', text: fields.notes ?? null },
      ...(fields.tastingNotes ?? []).map((note) => ({ label: 'tasting notes', text: note })),
      { label: 'location', text: fields.location ?? null },
    ]);
  }

  commentVerdict(content: string): Promise<ModerationVerdict> {
    return this.verdict([{ label: 'comment', text: content }]);
  }

  private async verdict(texts: ModeratedText[]): Promise<ModerationVerdict> {
    const rules = await this.rules.active();
    return rules.length === 0 ? NO_VERDICT : verdictOf(matchRules(rules, texts));
  }
}
