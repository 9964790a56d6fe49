export { NATS_CONFIG_FILE, NATS_CONFIG_MAP, renderNatsConfigMap } from './config-map';
export {
  generatedNatsFiles,
  NATS_CONFIG_MAP_PATH,
  NATS_SERVER_CONFIG_PATH,
  type GeneratedFile,
} from './generated-files';
export { durableConsumerSubjects, EVENT_STREAM_SUBJECTS } from './jetstream-subjects';
export { natsUsersOf } from './nats-users';
export { BACKUP_NATS_USER, OPERATOR_NATS_USERS } from './operator-users';
export { natsPermissionsOf, type NatsPermissions } from './permissions';
export {
  passwordVariableOf,
  renderNatsServerConfig,
  type NatsServerTls,
  type NatsUser,
} from './server-config';
