import { checkinsAuthorsDurable } from '@crema/contracts/bus/checkins-consumers';
import { getUserProfile } from '@crema/contracts/identity/rpc';
import { durableConsumerSubjects, EVENT_STREAM_SUBJECTS } from './jetstream-subjects';
import { natsPermissionsOf } from './permissions';

describe('natsPermissionsOf', () => {
  it('lets a caller publish its requests and read its own inbox, nothing more', () => {
    expect(natsPermissionsOf('front', { calls: ['social', getUserProfile] })).toEqual({
      publish: ['rpc.social.>', 'rpc.identity.user.get-profile.v1'],
      subscribe: ['_INBOX_front.>'],
      allowResponses: false,
    });
  });

  it('lets a responder subscribe to its requests in its queue group and reply', () => {
    expect(natsPermissionsOf('identity', { answers: 'identity' })).toEqual({
      publish: [],
      subscribe: ['rpc.identity.> identity', '_INBOX_identity.>'],
      allowResponses: true,
    });
  });

  it('gives a consumer that publishes nothing the stream set-up and its own durables only', () => {
    expect(natsPermissionsOf('reader', { consumes: [checkinsAuthorsDurable] }).publish).toEqual([
      ...EVENT_STREAM_SUBJECTS,
      ...durableConsumerSubjects('checkins-authors'),
    ]);
  });
});
