import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per-user counts, each moved in the transaction of the row it counts (a follow edge, a check-in
 * fact) and only when that row really changed, so they stay exact under concurrency and retries.
 */
@Entity({ name: 'user_counters' })
@Check('user_counters_check_ins_count_check', '"check_ins_count" >= 0')
@Check('user_counters_followers_count_check', '"followers_count" >= 0')
@Check('user_counters_following_count_check', '"following_count" >= 0')
export class UserCounterEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'user_counters_pkey' })
  userId!: number;

  @Column({ name: 'check_ins_count', type: 'integer', default: 0 })
  checkInsCount!: number;

  @Column({ name: 'followers_count', type: 'integer', default: 0 })
  followersCount!: number;

  @Column({ name: 'following_count', type: 'integer', default: 0 })
  followingCount!: number;
}
