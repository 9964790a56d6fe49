export { generatedNatsFiles, NATS_SERVER_CONFIG_PATH, type GeneratedFile } from './generated-files';
export { durableConsumerSubjects, EVENT_STREAM_SUBJECTS } from './jetstream-subjects';
export { natsUsersOf } from './nats-users';
export { natsPermissionsOf, type NatsPermissions } from './permissions';
export {
  passwordVariableOf,
  renderNatsServerConfig,
  type NatsServerTls,
  type NatsUser,
} from './server-config';
