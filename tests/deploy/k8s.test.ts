import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { NATS_CONFIG_FILE, NATS_CONFIG_MAP, OPERATOR_NATS_USERS, passwordVariableOf } from '@crema/nats-auth';
import { MAIL_QUEUE } from '../../services/identity/src/mail/mail.jobs';
import { INSIGHTS_QUEUE } from '../../services/insights/src/jobs/insights.jobs';
import { OCR_QUEUE } from '../../services/admin/src/jobs/ocr.jobs';
import { databaseRoleOf, longRunning, natsAccess, readDeployables, repoRoot } from './deployables';
import {
  aclPasswordVariables,
  readAclTemplate,
  readsVariable,
  redisPasswordVariableOf,
  usesRedis,
} from './redis-users';

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  /** Secrets only. */
  stringData?: Record<string, string>;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  runAsGroup?: number;
  fsGroup?: number;
  seccompProfile?: { type?: string };
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  privileged?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
}

interface Container {
  name?: string;
  image?: string;
  securityContext?: SecurityContext;
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: { httpGet?: { path?: string; port?: string | number } };
  readinessProbe?: { httpGet?: { path?: string; port?: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

interface Volume {
  name: string;
  configMap?: { name: string };
  emptyDir?: Record<string, unknown>;
  hostPath?: unknown;
  persistentVolumeClaim?: { claimName: string };
}

interface PodTemplate {
  metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: {
    containers: Container[];
    initContainers?: Container[];
    volumes?: Volume[];
    securityContext?: SecurityContext;
    hostNetwork?: boolean;
    hostPID?: boolean;
    topologySpreadConstraints?: {
      maxSkew: number;
      topologyKey: string;
      whenUnsatisfiable: string;
      labelSelector?: { matchLabels?: Record<string, string> };
    }[];
  };
}

interface ModelClass {
  new (data: unknown): { validate(): void };
}

const k8sDir = path.join(repoRoot, 'deploy', 'k8s');
const files = readdirSync(k8sDir).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
const manifests: { file: string; manifest: Manifest }[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((document) => {
    if (document.errors.length > 0)
      throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    return { file, manifest: document.toJS() as Manifest };
  }),
);
const deployables = readDeployables();
const { users: natsUsers, withoutNats } = natsAccess(deployables);
/** The NATS passwords: a Secret of their own, so that no pod but NATS holds more than its own. */
const NATS_SECRET = 'crema-nats';

/** The kubernetes-models class for an object, e.g. apps/v1 Deployment → kubernetes-models/apps/v1/Deployment. */
function modelFor({ apiVersion, kind }: Manifest): ModelClass {
  // KEDA's resources (keda.sh) come from the KEDA package of the same project, generated from its CRDs.
  const packageName = apiVersion.startsWith('keda.sh/') ? '@kubernetes-models/keda' : 'kubernetes-models';
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is chosen by the manifest
  const module = require(`${packageName}/${apiVersion}/${kind}`) as Record<string, ModelClass>;
  const model = module[kind];
  if (!model) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return model;
}

const ofKind = <T>(kind: string) =>
  manifests
    .filter(({ manifest }) => manifest.kind === kind)
    .map(({ manifest }) => manifest as Manifest & { spec: T });

describe('deploy/k8s', () => {
  it.each(
    manifests.map(({ file, manifest }) => [`${file} ${manifest.kind}/${manifest.metadata.name}`, manifest]),
  )('%s is valid against the Kubernetes schema', (_label, manifest) => {
    const Model = modelFor(manifest);
    expect(() => new Model(manifest).validate()).not.toThrow();
  });

  it.each(longRunning(deployables).map((entry) => [entry.name, entry.entry]))(
    '%s has a Deployment running %s with probes and resources',
    (name, entry) => {
      const deployment = ofKind<{
        replicas: number;
        selector: { matchLabels: Record<string, string> };
        template: PodTemplate;
      }>('Deployment').find((candidate) => candidate.metadata.name === name);
      expect(deployment).toBeDefined();
      const container = deployment?.spec.template.spec.containers[0];
      expect(container?.command).toEqual(['node', entry]);
      expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container?.resources?.requests).toBeDefined();
      expect(container?.resources?.limits).toBeDefined();
      expect(deployment?.spec.template.metadata?.labels).toMatchObject(
        deployment?.spec.selector.matchLabels ?? { missing: true },
      );
    },
  );

  /** A container's HEALTH_PORT: its own variable, else the shared ConfigMap's. */
  const healthPortOf = (container: Container | undefined): number => {
    const own = container?.env?.find((variable) => variable.name === 'HEALTH_PORT')?.value;
    const shared = manifests.find(
      ({ manifest }) => manifest.kind === 'ConfigMap' && manifest.metadata.name === 'crema-config',
    )?.manifest as { data?: Record<string, string> } | undefined;
    return Number(own ?? shared?.data?.HEALTH_PORT);
  };

  it.each(longRunning(deployables).map((entry) => [entry.name]))(
    '%s probes readiness and is scraped on its HEALTH_PORT',
    (name) => {
      const deployment = ofKind<{ template: PodTemplate }>('Deployment').find(
        (candidate) => candidate.metadata.name === name,
      );
      const template = deployment?.spec.template;
      const container = template?.spec.containers[0];
      const healthPort = healthPortOf(container);
      const healthPortName = container?.ports?.find((port) => port.containerPort === healthPort)?.name;
      expect(healthPortName).toBeDefined();
      expect(container?.readinessProbe?.httpGet?.port).toBe(healthPortName);
      expect(container?.livenessProbe?.httpGet?.port).toBe(healthPortName);
      expect(template?.metadata?.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(healthPort),
        'prometheus.io/path': '/metrics',
      });
    },
  );

  it("keeps the gateway's HEALTH_PORT (readiness, metrics) out of its Service, which the Ingress routes to", () => {
    const container = ofKind<{ template: PodTemplate }>('Deployment').find(
      (candidate) => candidate.metadata.name === deployables.gateway.name,
    )?.spec.template.spec.containers[0];
    const healthPort = healthPortOf(container);
    const healthPortName = container?.ports?.find((port) => port.containerPort === healthPort)?.name;
    const exposed = ofKind<{
      selector: Record<string, string>;
      ports: { targetPort?: string | number; port: number }[];
    }>('Service')
      .filter((service) => service.spec.selector['app.kubernetes.io/name'] === deployables.gateway.name)
      .flatMap((service) => service.spec.ports.map((port) => port.targetPort ?? port.port));
    expect(exposed.length).toBeGreaterThan(0);
    expect(healthPortName).toBeDefined();
    expect(exposed).not.toContain(healthPortName);
    expect(exposed).not.toContain(healthPort);
  });

  it.each([...deployables.services, deployables.gateway].map((entry) => [entry.name]))(
    '%s runs at least two replicas',
    (name) => {
      const deployment = ofKind<{ replicas: number }>('Deployment').find(
        (candidate) => candidate.metadata.name === name,
      );
      expect(deployment?.spec.replicas).toBeGreaterThanOrEqual(2);
    },
  );

  it('runs every migration in a Job', () => {
    const commands = ofKind<{ template: PodTemplate }>('Job').flatMap((job) =>
      job.spec.template.spec.containers.map((container) => container.command?.join(' ')),
    );
    for (const migration of deployables.migrations) expect(commands).toContain(`node ${migration.entry}`);
  });

  it('routes every Service to a Deployment or StatefulSet and the Ingress to the gateway', () => {
    const workloadLabels = [
      ...ofKind<{ template: PodTemplate }>('Deployment'),
      ...ofKind<{ template: PodTemplate }>('StatefulSet'),
    ].map((workload) => workload.spec.template.metadata?.labels ?? {});
    for (const service of ofKind<{ selector: Record<string, string> }>('Service')) {
      const matches = workloadLabels.some((labels) =>
        Object.entries(service.spec.selector).every(([key, value]) => labels[key] === value),
      );
      expect({ service: service.metadata.name, matches }).toEqual({
        service: service.metadata.name,
        matches: true,
      });
    }
    const ingress = JSON.stringify(ofKind('Ingress'));
    expect(ingress).toContain(`"name":"${deployables.gateway.name}"`);
  });

  describe('NATS', () => {
    const natsSet = ofKind<{
      template: PodTemplate;
      volumeClaimTemplates?: { metadata: { name: string } }[];
    }>('StatefulSet').find((candidate) => candidate.metadata.name === 'nats');
    const natsContainer = natsSet?.spec.template.spec.containers[0];
    const deploymentContainer = (name: string) =>
      ofKind<{ template: PodTemplate }>('Deployment').find((candidate) => candidate.metadata.name === name)
        ?.spec.template.spec.containers[0];
    const fromNatsSecret = (key: string) => ({ secretKeyRef: { name: NATS_SECRET, key } });

    it("runs NATS with the generated configuration, every user's password and its store on a volume", () => {
      const option = (flag: string) => natsContainer?.args?.[natsContainer.args.indexOf(flag) + 1];
      const mountOf = (mountPath?: string) =>
        natsContainer?.volumeMounts?.find((mount) => mount.mountPath === mountPath);
      const configDir = path.posix.dirname(option('-c') ?? '');
      expect(option('-c')).toBe(path.posix.join(configDir, NATS_CONFIG_FILE));
      const configVolume = mountOf(configDir)?.name;
      expect(natsSet?.spec.template.spec.volumes).toContainEqual({
        name: configVolume,
        configMap: { name: NATS_CONFIG_MAP },
      });
      expect(ofKind('ConfigMap').map((map) => map.metadata.name)).toContain(NATS_CONFIG_MAP);
      expect(natsSet?.spec.volumeClaimTemplates?.map((claim) => claim.metadata.name)).toContain(
        mountOf(option('-sd'))?.name,
      );
      expect(natsContainer?.env?.filter((variable) => variable.name.startsWith('NATS_PASSWORD_'))).toEqual(
        [...natsUsers, ...OPERATOR_NATS_USERS.map((user) => user.name)].map((name) => ({
          name: passwordVariableOf(name),
          valueFrom: fromNatsSecret(passwordVariableOf(name)),
        })),
      );
    });

    it('runs NATS as a three-node JetStream cluster: named nodes, routes to each, one down at a time', () => {
      const args = natsContainer?.args ?? [];
      const option = (flag: string) => args[args.indexOf(flag) + 1];
      const spec = natsSet?.spec as unknown as { replicas: number; serviceName: string };
      expect(spec.replicas).toBe(3);
      expect(option('--name')).toBe('$(POD_NAME)');
      expect(natsContainer?.env).toContainEqual({
        name: 'POD_NAME',
        valueFrom: { fieldRef: { fieldPath: 'metadata.name' } },
      });
      expect(option('--cluster_name')).toBeTruthy();
      expect(option('--cluster')).toBe('nats://0.0.0.0:6222');
      expect(option('--routes')?.split(',')).toEqual(
        [0, 1, 2].map((ordinal) => `nats://nats-${ordinal}.${spec.serviceName}.crema.svc:6222`),
      );
      const headless = ofKind<{ clusterIP?: string; publishNotReadyAddresses?: boolean }>('Service').find(
        (service) => service.metadata.name === spec.serviceName,
      );
      expect(headless?.spec).toMatchObject({ clusterIP: 'None', publishNotReadyAddresses: true });
      const budget = ofKind<{ maxUnavailable?: number; selector: { matchLabels: Record<string, string> } }>(
        'PodDisruptionBudget',
      ).find((candidate) => candidate.spec.selector.matchLabels['app.kubernetes.io/name'] === 'nats');
      expect(budget?.spec.maxUnavailable).toBe(1);
      expect(natsContainer?.lifecycle?.preStop?.exec?.command?.join(' ')).toContain(`ldm=${option('-P')}`);
    });

    it.each(natsUsers)('connects %s to NATS as its own user, with its own password only', (name) => {
      const env = deploymentContainer(name)?.env ?? [];
      expect(env).toContainEqual({ name: 'NATS_USER', value: name });
      expect(env).toContainEqual({
        name: 'NATS_PASSWORD',
        valueFrom: fromNatsSecret(passwordVariableOf(name)),
      });
    });

    it.each(withoutNats)('gives %s, which never connects to NATS, no NATS credentials', (name) => {
      const names = (deploymentContainer(name)?.env ?? []).map((variable) => variable.name);
      expect(names).not.toContain('NATS_USER');
      expect(names).not.toContain('NATS_PASSWORD');
    });

    it('loads the NATS passwords into no pod as a whole, and the example Secret has them all', () => {
      const workloads = ['Deployment', 'StatefulSet', 'Job'].flatMap((kind) =>
        ofKind<{ template: PodTemplate }>(kind),
      );
      const loadingAll = workloads.filter((workload) =>
        workload.spec.template.spec.containers.some((container) =>
          container.envFrom?.some((source) => source.secretRef?.name === NATS_SECRET),
        ),
      );
      expect(loadingAll.map((workload) => workload.metadata.name)).toEqual([]);
      const example = ofKind('Secret').find((secret) => secret.metadata.name === NATS_SECRET);
      expect(Object.keys(example?.stringData ?? {}).sort()).toEqual(
        [...natsUsers, ...OPERATOR_NATS_USERS.map((user) => user.name)].map(passwordVariableOf).sort(),
      );
    });
  });

  it('gives the actor signing key to the gateway only, and its public key to every service', () => {
    const fromActorKeys = (key: string) => ({ secretKeyRef: { name: 'crema-actor-keys', key } });
    const envOf = (name: string) =>
      ofKind<{ template: PodTemplate }>('Deployment').find((candidate) => candidate.metadata.name === name)
        ?.spec.template.spec.containers[0]?.env ?? [];
    expect(envOf(deployables.gateway.name)).toContainEqual({
      name: 'ACTOR_SIGNING_KEY',
      valueFrom: fromActorKeys('ACTOR_SIGNING_KEY'),
    });
    for (const { name } of deployables.services) {
      expect(envOf(name)).toContainEqual({
        name: 'ACTOR_VERIFY_KEYS',
        valueFrom: fromActorKeys('ACTOR_VERIFY_KEYS'),
      });
      expect(envOf(name).map((variable) => variable.name)).not.toContain('ACTOR_SIGNING_KEY');
    }
    for (const { name } of deployables.workers) {
      expect(envOf(name).filter((variable) => variable.name.startsWith('ACTOR_'))).toEqual([]);
    }
  });

  it("gives identity the designated administrator's name from the operator's Secret, not the shared ConfigMap", () => {
    const identity = ofKind<{ template: PodTemplate }>('Deployment').find(
      (deployment) => deployment.metadata.name === 'identity',
    );
    expect(identity?.spec.template.spec.containers[0]?.env).toContainEqual({
      name: 'ADMIN_USERNAME',
      valueFrom: { secretKeyRef: { name: 'crema-secrets', key: 'ADMIN_USERNAME' } },
    });
    const shared = ofKind('ConfigMap').find((map) => map.metadata.name === 'crema-config') as unknown as {
      data: Record<string, string>;
    };
    expect(shared.data).not.toHaveProperty('ADMIN_USERNAME');
    const example = ofKind('Secret').find((secret) => secret.metadata.name === 'crema-secrets');
    expect(example?.stringData).toHaveProperty('ADMIN_USERNAME');
  });

  it('gives the unsubscribe link key to identity and its worker only, from a Secret no pod loads whole', () => {
    const LINKS_SECRET = 'crema-email-links';
    const fromLinksSecret = { secretKeyRef: { name: LINKS_SECRET, key: 'UNSUBSCRIBE_TOKEN_SECRET' } };
    const workloads = ['Deployment', 'StatefulSet', 'Job'].flatMap((kind) =>
      ofKind<{ template: PodTemplate }>(kind),
    );
    const readers = workloads
      .filter((workload) =>
        workload.spec.template.spec.containers.some((container) =>
          JSON.stringify(container.env ?? []).includes(`"name":"${LINKS_SECRET}"`),
        ),
      )
      .map((workload) => workload.metadata.name);
    expect(readers.sort()).toEqual(['identity', 'identity-worker']);
    for (const name of readers) {
      expect(containerOf(name)?.env).toContainEqual({
        name: 'UNSUBSCRIBE_TOKEN_SECRET',
        valueFrom: fromLinksSecret,
      });
    }
    const loadingAll = workloads.filter((workload) =>
      workload.spec.template.spec.containers.some((container) =>
        container.envFrom?.some((source) => source.secretRef?.name === LINKS_SECRET),
      ),
    );
    expect(loadingAll).toEqual([]);
    const example = ofKind('Secret').find((secret) => secret.metadata.name === LINKS_SECRET);
    expect(Object.keys(example?.stringData ?? {})).toEqual(['UNSUBSCRIBE_TOKEN_SECRET']);
  });

  it('lists every manifest but the secret example in kustomization.yaml', () => {
    const kustomization = parseAllDocuments(
      readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'),
    )[0]?.toJS() as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual(
      files.filter((file) => file !== 'secret.example.yaml').sort(),
    );
  });

  const REDIS_USERS_SECRET = 'crema-redis-users';
  const containerOf = (name: string) =>
    ofKind<{ template: PodTemplate }>('Deployment').find((deployment) => deployment.metadata.name === name)
      ?.spec.template.spec.containers[0];

  it('keeps REDIS_URL out of the shared ConfigMap', () => {
    const [config] = ofKind('ConfigMap') as unknown as { data: Record<string, string> }[];
    expect(config?.data).not.toHaveProperty('REDIS_URL');
  });

  it.each(longRunning(deployables).map((entry) => [entry.name]))(
    '%s logs in to Redis as its own ACL user with only its own password, or gets no REDIS_URL',
    (name) => {
      const env = containerOf(name)?.env ?? [];
      const byName = (variable: string) => env.find((entry) => entry.name === variable);
      if (!usesRedis(name)) {
        expect(byName('REDIS_URL')).toBeUndefined();
        return;
      }
      expect(byName('REDIS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({
        name: REDIS_USERS_SECRET,
        key: redisPasswordVariableOf(name),
      });
      // $(REDIS_PASSWORD) is expanded by Kubernetes because REDIS_PASSWORD comes first.
      expect(env.indexOf(byName('REDIS_PASSWORD') as EnvVar)).toBeLessThan(
        env.indexOf(byName('REDIS_URL') as EnvVar),
      );
      expect(byName('REDIS_URL')?.value).toBe(`redis://${name}:$(REDIS_PASSWORD)@redis.crema.svc:6379`);
      expect(containerOf(name)?.envFrom?.map((source) => source.secretRef?.name)).not.toContain(
        REDIS_USERS_SECRET,
      );
    },
  );

  it("runs PostgreSQL on a volume, with the password of its own Secret, where the owner's DATABASE_URL points", () => {
    const postgres = ofKind<{
      template: PodTemplate;
      volumeClaimTemplates?: { metadata: { name: string }; spec: { accessModes: string[] } }[];
    }>('StatefulSet').find((set) => set.metadata.name === 'postgres');
    const container = postgres?.spec.template.spec.containers[0];
    const claims = postgres?.spec.volumeClaimTemplates ?? [];
    expect(claims.map((claim) => claim.spec.accessModes)).toEqual([['ReadWriteOnce']]);
    const dataMount = container?.volumeMounts?.find((mount) => mount.name === claims[0]?.metadata.name);
    const pgdata = container?.env?.find((variable) => variable.name === 'PGDATA')?.value ?? '';
    expect(pgdata.startsWith(`${dataMount?.mountPath}/`)).toBe(true);
    expect(container?.env).toContainEqual({
      name: 'POSTGRES_PASSWORD',
      valueFrom: { secretKeyRef: { name: 'crema-postgres', key: 'POSTGRES_PASSWORD' } },
    });
    const secrets = manifests
      .filter(({ file }) => file === 'secret.example.yaml')
      .map(({ manifest }) => manifest);
    const databaseUrl = new URL(
      secrets.find((secret) => secret.metadata.name === 'crema-database')?.stringData?.DATABASE_URL ?? '',
    );
    expect(databaseUrl.hostname).toBe('postgres.crema.svc');
    expect(ofKind('Service').map((service) => service.metadata.name)).toContain('postgres');
    expect(secrets.find((secret) => secret.metadata.name === 'crema-postgres')?.stringData).toHaveProperty(
      'POSTGRES_PASSWORD',
    );
  });

  it('runs Redis on the ACL file an init container renders from every password; the default user is off', () => {
    const redis = ofKind<{ template: PodTemplate }>('StatefulSet').find(
      (set) => set.metadata.name === 'redis',
    );
    const render = redis?.spec.template.spec.initContainers?.[0];
    const server = redis?.spec.template.spec.containers[0];
    expect(render?.command?.slice(0, 2)).toEqual(['sh', 'deploy/redis/render-acl.sh']);
    expect(render?.envFrom).toContainEqual({ secretRef: { name: REDIS_USERS_SECRET } });
    const aclFile = render?.command?.[2] ?? 'missing';
    expect(server?.args?.join(' ')).toContain(`--aclfile ${aclFile}`);
    expect(server?.args?.join(' ')).toContain('--appendonly yes');
    expect(server?.args?.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(readAclTemplate().find((user) => user.name === 'default')?.rules[0]).toBe('off');

    const example = manifests
      .filter(({ file }) => file === 'secret.example.yaml')
      .map(({ manifest }) => manifest as Manifest & { stringData: Record<string, string> })
      .find((secret) => secret.metadata.name === REDIS_USERS_SECRET);
    const passwordVariables = aclPasswordVariables();
    expect(Object.keys(example?.stringData ?? {}).sort()).toEqual(passwordVariables.sort());
  });
});

/** Every object that runs Pods, with its Pod template. */
const workloads = ['Deployment', 'StatefulSet', 'Job'].flatMap((kind) =>
  ofKind<{ template: PodTemplate; selector?: { matchLabels: Record<string, string> } }>(kind),
);
const deploymentOf = (name: string) =>
  ofKind<{ template: PodTemplate; selector: { matchLabels: Record<string, string> } }>('Deployment').find(
    (deployment) => deployment.metadata.name === name,
  );
const allContainers = (template: PodTemplate) => [
  ...(template.spec.initContainers ?? []),
  ...template.spec.containers,
];
const isCremaImage = (container: Container) => /^crema(:|@|$)/.test(container.image ?? '');

describe('deploy/k8s hardening', () => {
  it.each(
    workloads.map((workload) => [`${workload.kind}/${workload.metadata.name}`, workload.spec.template]),
  )('%s runs as a non-root user and group under the RuntimeDefault seccomp profile', (_label, template) => {
    const pod = template.spec.securityContext;
    expect(pod?.runAsNonRoot).toBe(true);
    expect(pod?.runAsUser).toBeGreaterThan(0);
    expect(pod?.runAsGroup).toBeGreaterThan(0);
    expect(pod?.fsGroup).toBe(pod?.runAsGroup);
    expect(pod?.seccompProfile?.type).toBe('RuntimeDefault');
    expect(template.spec.hostNetwork ?? false).toBe(false);
    expect(template.spec.hostPID ?? false).toBe(false);
    expect((template.spec.volumes ?? []).filter((volume) => volume.hostPath)).toEqual([]);
    if (template.spec.containers.some(isCremaImage)) {
      // The image's user (deploy/docker/Dockerfile: USER 1000:1000).
      expect([pod?.runAsUser, pod?.runAsGroup]).toEqual([1000, 1000]);
    }
  });

  it.each(
    workloads.flatMap((workload) =>
      allContainers(workload.spec.template).map((container) => [
        `${workload.kind}/${workload.metadata.name} container ${container.name ?? '?'}`,
        container,
      ]),
    ),
  )(
    '%s has a read-only root filesystem, no privilege escalation and no capabilities',
    (_label, container) => {
      const context = (container as Container).securityContext;
      expect(context?.readOnlyRootFilesystem).toBe(true);
      expect(context?.allowPrivilegeEscalation).toBe(false);
      expect(context?.privileged ?? false).toBe(false);
      expect(context?.capabilities?.drop).toContain('ALL');
      expect(context?.capabilities?.add ?? []).toEqual([]);
    },
  );

  /** Folders a deployable's code writes to, named by its environment (libs/config). */
  const WRITTEN_DIRECTORIES = ['MAIL_OUTBOX_DIR', 'MEDIA_DIR'];
  const sharedConfig = () =>
    (
      ofKind('ConfigMap').find((map) => map.metadata.name === 'crema-config') as unknown as {
        data: Record<string, string>;
      }
    ).data;

  it.each(
    workloads.flatMap((workload) =>
      workload.spec.template.spec.containers
        .filter(isCremaImage)
        .map((container) => [
          `${workload.metadata.name}/${container.name ?? '?'}`,
          workload.metadata.name,
          container,
        ]),
    ),
  )('%s has a writable volume for /tmp and for every folder it writes', (_label, name, container) => {
    const { volumeMounts = [], env = [] } = container as Container;
    const mounted = volumeMounts.map((mount) => mount.mountPath);
    expect(mounted).toContain('/tmp');
    const long = longRunning(deployables).some((entry) => entry.name === name);
    for (const variable of WRITTEN_DIRECTORIES) {
      if (!long || !readsVariable(name as string, variable)) continue;
      if (variable === 'MEDIA_DIR' && mediaStorageOf(container as Container) === 's3') continue;
      const directory = env.find((entry) => entry.name === variable)?.value ?? sharedConfig()[variable];
      expect({ variable, mounted: mounted.includes(directory ?? '') }).toEqual({ variable, mounted: true });
    }
  });

  /** The media driver a container runs with (its own MEDIA_STORAGE, else the shared ConfigMap's). */
  function mediaStorageOf(container: Container): string {
    return (
      container.env?.find((entry) => entry.name === 'MEDIA_STORAGE')?.value ??
      sharedConfig().MEDIA_STORAGE ??
      'local'
    );
  }

  it.each(longRunning(deployables).map((entry) => [entry.name]))(
    '%s drains before SIGTERM (a preStop sleep shorter than the grace period)',
    (name) => {
      const deployment = ofKind<{
        template: PodTemplate & { spec: { terminationGracePeriodSeconds?: number } };
      }>('Deployment').find((candidate) => candidate.metadata.name === name);
      const command = deployment?.spec.template.spec.containers[0]?.lifecycle?.preStop?.exec?.command ?? [];
      expect(command[0]).toBe('sleep');
      const seconds = Number(command[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(deployment?.spec.template.spec.terminationGracePeriodSeconds ?? 30);
    },
  );

  it.each(longRunning(deployables).map((entry) => [entry.name]))(
    '%s has a PodDisruptionBudget and spreads over zones and nodes',
    (name) => {
      const deployment = deploymentOf(name);
      const selector = deployment?.spec.selector.matchLabels;
      const budgets = ofKind<{
        selector: { matchLabels: Record<string, string> };
        maxUnavailable?: number | string;
        minAvailable?: number | string;
      }>('PodDisruptionBudget').filter(
        (budget) => JSON.stringify(budget.spec.selector.matchLabels) === JSON.stringify(selector),
      );
      expect(budgets).toHaveLength(1);
      const budget = budgets[0]?.spec;
      expect(budget?.maxUnavailable === 1 || budget?.minAvailable === 1).toBe(true);
      const spread = deployment?.spec.template.spec.topologySpreadConstraints ?? [];
      expect(spread.map((constraint) => constraint.topologyKey).sort()).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      for (const constraint of spread) {
        expect(constraint.whenUnsatisfiable).toBe('ScheduleAnyway');
        expect(constraint.labelSelector?.matchLabels).toEqual(selector);
      }
    },
  );

  describe('NetworkPolicies', () => {
    interface Peer {
      podSelector?: { matchLabels?: Record<string, string> };
      namespaceSelector?: { matchLabels?: Record<string, string> };
      ipBlock?: { cidr: string };
    }
    interface Rule {
      to?: Peer[];
      from?: Peer[];
      ports?: { port?: number | string; protocol?: string }[];
    }
    interface PolicySpec {
      podSelector: {
        matchLabels?: Record<string, string>;
        matchExpressions?: { key: string; operator: string; values: string[] }[];
      };
      policyTypes: string[];
      ingress?: Rule[];
      egress?: Rule[];
    }
    const policies = ofKind<PolicySpec>('NetworkPolicy');
    /** What each access label opens: the server Pods (by name) and port; external ones have no Pods. */
    const ACCESS: Record<string, { server?: string; port: number }> = {
      'crema/postgres': { server: 'postgres', port: 5432 },
      'crema/redis': { server: 'redis', port: 6379 },
      'crema/nats': { server: 'nats', port: 4222 },
      'crema/smtp': { port: 587 },
      'crema/s3': { port: 443 },
    };
    const accessOf = (labels: Record<string, string> = {}) =>
      Object.keys(labels)
        .filter((key) => key.startsWith('crema/') && labels[key] === 'client')
        .sort();
    /** What the code says a deployable reaches: its env schema's variables, its NATS user. */
    const expectedAccess = (name: string) =>
      [
        readsVariable(name, 'DATABASE_URL') && 'crema/postgres',
        usesRedis(name) && 'crema/redis',
        natsUsers.includes(name) && 'crema/nats',
        readsVariable(name, 'SMTP_URL') && 'crema/smtp',
        readsVariable(name, 'S3_ENDPOINT') && 'crema/s3',
      ]
        .filter((key): key is string => Boolean(key))
        .sort();

    it('denies all ingress and egress in the namespace unless a policy allows it, DNS aside', () => {
      const deny = policies.find(
        (policy) =>
          JSON.stringify(policy.spec.podSelector) === '{}' && !policy.spec.ingress && !policy.spec.egress,
      );
      expect(deny?.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
      const dns = policies.filter(
        (policy) => JSON.stringify(policy.spec.podSelector) === '{}' && policy.spec.egress,
      );
      expect(dns).toHaveLength(1);
      expect(dns[0]?.spec.egress?.flatMap((rule) => rule.ports?.map((port) => port.port))).toEqual([53, 53]);
      expect(policies.every((policy) => !policy.spec.ingress?.some((rule) => !rule.from))).toBe(true);
      expect(policies.every((policy) => !policy.spec.egress?.some((rule) => !rule.to))).toBe(true);
    });

    it.each(longRunning(deployables).map((entry) => [entry.name]))(
      '%s is labelled to reach exactly what its code uses (PostgreSQL, Redis, NATS, SMTP, S3)',
      (name) => {
        expect(accessOf(deploymentOf(name)?.spec.template.metadata?.labels)).toEqual(expectedAccess(name));
      },
    );

    it('lets the migration Job reach PostgreSQL and nothing else', () => {
      for (const job of ofKind<{ template: PodTemplate }>('Job')) {
        expect(accessOf(job.spec.template.metadata?.labels)).toEqual(['crema/postgres']);
      }
    });

    it.each(Object.entries(ACCESS))(
      '%s: client Pods may connect to the server Pods on its port, and the servers admit only them',
      (label, { server, port }) => {
        const egress = policies.filter((policy) => policy.spec.podSelector.matchLabels?.[label] === 'client');
        expect(egress).toHaveLength(1);
        const rules = egress[0]?.spec.egress ?? [];
        expect(rules.flatMap((rule) => rule.ports?.map((entry) => entry.port))).toContain(port);
        if (!server) return;
        expect(rules.flatMap((rule) => rule.to ?? [])).toEqual([
          { podSelector: { matchLabels: { 'app.kubernetes.io/name': server } } },
        ]);
        const ingress = policies.filter(
          (policy) =>
            policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === server &&
            policy.spec.policyTypes.includes('Ingress'),
        );
        const sources = ingress.flatMap((policy) =>
          (policy.spec.ingress ?? []).filter((rule) => rule.ports?.some((entry) => entry.port === port)),
        );
        expect(sources.flatMap((rule) => rule.from ?? [])).toContainEqual({
          podSelector: { matchLabels: { [label]: 'client' } },
        });
      },
    );

    it('admits the ingress controller to the gateway only', () => {
      const fromIngress = policies.filter((policy) =>
        JSON.stringify(policy.spec.ingress ?? []).includes('"kubernetes.io/metadata.name":"ingress-nginx"'),
      );
      expect(fromIngress.map((policy) => policy.spec.podSelector.matchLabels)).toEqual([
        { 'app.kubernetes.io/name': deployables.gateway.name },
      ]);
    });

    it('admits the monitoring namespace to every deployable’s health port, and to nothing else', () => {
      const monitoring = policies.filter((policy) =>
        JSON.stringify(policy.spec.ingress ?? []).includes('"kubernetes.io/metadata.name":"monitoring"'),
      );
      const admitted = monitoring.flatMap(
        (policy) =>
          policy.spec.podSelector.matchExpressions?.find((expression) => expression.operator === 'In')
            ?.values ?? [policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] ?? ''],
      );
      for (const { name } of longRunning(deployables)) expect(admitted).toContain(name);
      for (const policy of monitoring) {
        for (const rule of policy.spec.ingress ?? []) {
          if (!JSON.stringify(rule.from).includes('monitoring')) continue;
          expect(rule.ports?.map((entry) => entry.port)).toEqual([
            rule.ports?.[0]?.port === 'health' ? 'health' : 9464,
          ]);
        }
      }
    });
  });
});

describe('worker autoscaling (KEDA)', () => {
  /** The BullMQ queue each worker processes (its service's jobs file); a new worker adds its own. */
  const WORKER_QUEUES: Record<string, string> = {
    'identity-worker': MAIL_QUEUE,
    'insights-worker': INSIGHTS_QUEUE,
    'admin-worker': OCR_QUEUE,
  };
  interface ScaledObjectSpec {
    scaleTargetRef: { name: string; kind?: string; apiVersion?: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    triggers: {
      type: string;
      authenticationRef?: { name: string };
      metadata: Record<string, string>;
    }[];
  }
  const scaledObjects = manifests
    .filter(({ manifest }) => manifest.apiVersion === 'keda.sh/v1alpha1' && manifest.kind === 'ScaledObject')
    .map(({ manifest }) => manifest as Manifest & { spec: ScaledObjectSpec });
  const prefix = (
    ofKind('ConfigMap').find((map) => map.metadata.name === 'crema-config') as unknown as {
      data: Record<string, string>;
    }
  ).data.REDIS_PREFIX;
  const redisUsers = manifests.find(
    ({ file, manifest }) => file === 'secret.example.yaml' && manifest.metadata.name === 'crema-redis-users',
  )?.manifest.stringData;

  it('knows the queue of every worker', () => {
    expect(Object.keys(WORKER_QUEUES).sort()).toEqual(
      deployables.workers.map((worker) => worker.name).sort(),
    );
  });

  it.each(deployables.workers.map((worker) => [worker.name]))(
    '%s scales on the length of its BullMQ wait list, from one replica, and has no other autoscaler',
    (name) => {
      const scaling = scaledObjects.filter((scaled) => scaled.spec.scaleTargetRef.name === name);
      expect(scaling).toHaveLength(1);
      const spec = scaling[0]?.spec;
      expect(spec?.scaleTargetRef.kind ?? 'Deployment').toBe('Deployment');
      expect(deploymentOf(name)).toBeDefined();
      expect(spec?.minReplicaCount).toBeGreaterThanOrEqual(1);
      expect(spec?.maxReplicaCount).toBeGreaterThan(spec?.minReplicaCount ?? 0);
      expect(spec?.triggers.map((trigger) => trigger.metadata.listName)).toEqual([
        `${prefix}:bull:${WORKER_QUEUES[name]}:wait`,
      ]);
      for (const trigger of spec?.triggers ?? []) {
        expect(trigger.type).toBe('redis');
        expect(trigger.metadata.address).toBe('redis.crema.svc:6379');
        expect(Number(trigger.metadata.listLength)).toBeGreaterThan(0);
        // Credentials from the TriggerAuthentication, never in the trigger itself.
        expect(trigger.metadata).not.toHaveProperty('password');
        expect(trigger.metadata).not.toHaveProperty('passwordFromEnv');
      }
      const hpas = ofKind<{ scaleTargetRef: { name: string } }>('HorizontalPodAutoscaler').filter(
        (hpa) => hpa.spec.scaleTargetRef.name === name,
      );
      expect(hpas).toEqual([]);
    },
  );

  it("logs KEDA in to Redis as queue-metrics, with that user's password from crema-redis-users", () => {
    const authentications = manifests
      .filter(({ manifest }) => manifest.kind === 'TriggerAuthentication')
      .map(
        ({ manifest }) =>
          manifest as Manifest & {
            spec: { secretTargetRef: { parameter: string; name: string; key: string }[] };
          },
      );
    for (const scaled of scaledObjects) {
      for (const trigger of scaled.spec.triggers) {
        expect(trigger.metadata.username).toBe('queue-metrics');
        const authentication = authentications.find(
          (candidate) => candidate.metadata.name === trigger.authenticationRef?.name,
        );
        expect(authentication?.spec.secretTargetRef).toEqual([
          { parameter: 'password', name: 'crema-redis-users', key: redisPasswordVariableOf('queue-metrics') },
        ]);
      }
    }
    expect(redisUsers).toHaveProperty(redisPasswordVariableOf('queue-metrics'));
    expect(readAclTemplate().find((user) => user.name === 'queue-metrics')?.rules).toContain(
      '~{{REDIS_PREFIX}}:bull:*:wait',
    );
  });

  it("admits KEDA's namespace to Redis", () => {
    const toRedis = ofKind<{
      podSelector: { matchLabels?: Record<string, string> };
      ingress?: { from?: { namespaceSelector?: { matchLabels?: Record<string, string> } }[] }[];
    }>('NetworkPolicy').filter(
      (policy) => policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'redis',
    );
    const namespaces = toRedis.flatMap((policy) =>
      (policy.spec.ingress ?? []).flatMap((rule) =>
        (rule.from ?? []).map((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']),
      ),
    );
    expect(namespaces).toContain('keda');
  });
});

describe('releases', () => {
  const kustomizationOf = (dir: string) =>
    parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0]?.toJS() as {
      images: { name: string; newName?: string; newTag?: string; digest?: string }[];
    };
  const releaseTag = kustomizationOf(k8sDir).images.find((image) => image.name === 'crema')?.newTag ?? '';

  /**
   * `kubectl kustomize <dir>`, as `kubectl apply -k` renders it. It needs kustomize ≥ 4.1 (the
   * `replacements` field): this machine's kubectl (1.32, kustomize 5.5) is the google-cloud-sdk
   * `kubectl` package; Debian's kubernetes-client (1.20, kustomize 2) is too old.
   */
  function render(dir: string): Manifest[] {
    const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
    if (result.error) {
      throw new Error(
        `kubectl is not installed (${result.error.message}); it needs kustomize >= 4.1 (kubectl >= 1.21)`,
      );
    }
    expect(result.stderr).toBe('');
    return parseAllDocuments(result.stdout).map((document) => document.toJS() as Manifest);
  }
  const imagesOf = (objects: Manifest[]) =>
    objects.flatMap((object) => {
      const template = (object.spec as { template?: PodTemplate } | undefined)?.template;
      return template ? allContainers(template).map((container) => container.image ?? '') : [];
    });

  it('pins one immutable release tag of the Crema image, never latest', () => {
    expect(releaseTag).toMatch(/^[0-9A-Za-z][0-9A-Za-z._-]*$/);
    expect(releaseTag).not.toBe('latest');
    const sources = readdirSync(k8sDir).map((file) => readFileSync(path.join(k8sDir, file), 'utf8'));
    for (const source of sources) expect(source).not.toMatch(/image:\s*\S+:latest\b/);
  });

  it('renders every Pod on a tagged image, every Crema container on the release, and names the Job after it', () => {
    const objects = render(k8sDir);
    const images = imagesOf(objects);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^[^:@]+(:[^:@]+|@sha256:[0-9a-f]{64})$/);
      expect(image).not.toMatch(/:latest$/);
      if (image.startsWith('crema')) expect(image).toBe(`crema:${releaseTag}`);
    }
    const jobs = objects.filter((object) => object.kind === 'Job');
    expect(jobs.map((job) => job.metadata.name)).toEqual([`crema-migrate-${releaseTag}`]);
    expect(jobs[0]?.metadata.labels?.['app.kubernetes.io/version']).toBe(releaseTag);
  });

  it('npm run release:k8s sets the tag, which renames the migration Job; it refuses latest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crema-k8s-'));
    try {
      cpSync(k8sDir, dir, { recursive: true });
      const release = (tag: string) =>
        spawnSync(
          process.execPath,
          [
            path.join(repoRoot, 'scripts', 'release-k8s.mjs'),
            tag,
            '--kustomization',
            path.join(dir, 'kustomization.yaml'),
          ],
          { encoding: 'utf8' },
        );
      expect(release('2.3.4-rc.1').status).toBe(0);
      const objects = render(dir);
      expect(objects.filter((object) => object.kind === 'Job').map((job) => job.metadata.name)).toEqual([
        'crema-migrate-2.3.4-rc.1',
      ]);
      expect(imagesOf(objects).filter((image) => image.startsWith('crema'))).toEqual(
        expect.arrayContaining(['crema:2.3.4-rc.1']),
      );
      expect(new Set(imagesOf(objects).filter((image) => image.startsWith('crema'))).size).toBe(1);
      for (const bad of ['latest', 'v1/../x', '-1', 'x'.repeat(50)]) {
        expect({ bad, status: release(bad).status }).toEqual({ bad, status: 1 });
      }
      expect(kustomizationOf(dir).images.find((image) => image.name === 'crema')?.newTag).toBe('2.3.4-rc.1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(longRunning(deployables).map((entry) => [entry.name]))(
    "%s waits for its schema's migrations when it uses the database, before it starts",
    (name) => {
      const init = deploymentOf(name)?.spec.template.spec.initContainers ?? [];
      const waits = init.filter((container) => container.command?.includes('--wait'));
      if (!readsVariable(name, 'DATABASE_URL')) {
        expect(waits).toEqual([]);
        return;
      }
      const service = name.replace(/-worker$/, '');
      const migration = deployables.migrations.find((entry) => entry.name === service);
      expect(migration).toBeDefined();
      expect(waits.map((container) => container.command)).toEqual([['node', migration?.entry, '--wait']]);
      expect(waits[0]?.image).toBe(deploymentOf(name)?.spec.template.spec.containers[0]?.image);
    },
  );
});

describe('deploy/k8s PostgreSQL roles (ADR 0033)', () => {
  const DATABASE_SECRET = 'crema-database';
  const fromDatabaseSecret = (key: string) => ({ secretKeyRef: { name: DATABASE_SECRET, key } });
  const envOf = (container: Container | undefined) => container?.env ?? [];
  const variable = (container: Container | undefined, name: string) =>
    envOf(container).find((entry) => entry.name === name);

  it("keeps the owner's DATABASE_URL out of crema-secrets (loaded whole by every pod) and the ConfigMap", () => {
    const example = ofKind('Secret').find((secret) => secret.metadata.name === 'crema-secrets');
    expect(example?.stringData).not.toHaveProperty('DATABASE_URL');
    const [config] = ofKind('ConfigMap') as unknown as { data: Record<string, string> }[];
    expect(config?.data).not.toHaveProperty('DATABASE_URL');
    for (const workload of workloads) {
      for (const container of allContainers(workload.spec.template)) {
        expect((container.envFrom ?? []).map((source) => source.secretRef?.name)).not.toContain(
          DATABASE_SECRET,
        );
      }
    }
  });

  it('holds the owner URL and one role password per service in crema-database', () => {
    const example = ofKind('Secret').find((secret) => secret.metadata.name === DATABASE_SECRET);
    expect(Object.keys(example?.stringData ?? {}).sort()).toEqual(
      [
        'DATABASE_URL',
        ...deployables.migrations.map((migration) => databaseRoleOf(migration.name).passwordVariable),
      ].sort(),
    );
  });

  it.each(deployables.migrations.map((entry) => [entry.name, entry.entry]))(
    'runs the %s migration (%s) as the owner, creating its role with its own password',
    (name, entry) => {
      const containers = ofKind<{ template: PodTemplate }>('Job').flatMap(
        (job) => job.spec.template.spec.containers,
      );
      const container = containers.find((candidate) => candidate.command?.join(' ') === `node ${entry}`);
      const { role, passwordVariable } = databaseRoleOf(name);
      expect(variable(container, 'DATABASE_URL')?.valueFrom).toEqual(fromDatabaseSecret('DATABASE_URL'));
      expect(variable(container, 'DATABASE_ROLE')?.value).toBe(role);
      expect(variable(container, 'DATABASE_ROLE_PASSWORD')?.valueFrom).toEqual(
        fromDatabaseSecret(passwordVariable),
      );
    },
  );

  it.each(longRunning(deployables).map((entry) => [entry.name, entry]))(
    '%s logs in to PostgreSQL as its service role, in every container, or gets no DATABASE_URL',
    (name, entry) => {
      const template = deploymentOf(name)?.spec.template;
      expect(template).toBeDefined();
      const containers = template ? allContainers(template) : [];
      expect(Boolean(entry.database)).toBe(readsVariable(name, 'DATABASE_URL'));
      for (const container of containers) {
        if (!entry.database) {
          expect(variable(container, 'DATABASE_URL')).toBeUndefined();
          continue;
        }
        const { role, passwordVariable } = databaseRoleOf(entry.database);
        const password = variable(container, 'DATABASE_PASSWORD');
        const url = variable(container, 'DATABASE_URL');
        expect(password?.valueFrom).toEqual(fromDatabaseSecret(passwordVariable));
        // $(DATABASE_PASSWORD) is expanded by Kubernetes because DATABASE_PASSWORD comes first.
        expect(envOf(container).indexOf(password as EnvVar)).toBeLessThan(
          envOf(container).indexOf(url as EnvVar),
        );
        expect(url?.value).toBe(`postgres://${role}:$(DATABASE_PASSWORD)@postgres.crema.svc:5432/crema`);
        expect(JSON.stringify(envOf(container))).not.toContain('"key":"DATABASE_URL"');
      }
    },
  );
});
