/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML of any kind; kubernetes-models checks each object's shape */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { parseAllDocuments, parse } from 'yaml';

/**
 * The Kubernetes manifests (deploy/k8s, Kustomize) as each overlay renders them, checked against the Kubernetes
 * schemas (kubernetes-models validates every object) and against what the site needs to run as several replicas.
 * kubectl is not usable here without a cluster, so the overlay is assembled the way Kustomize does for what these
 * files use: resources (files and folders), the common labels, the image, and a secretGenerator's literals.
 */
type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: any };

const root = join(__dirname, '..', '..');
const k8s = join(root, 'deploy', 'k8s');

const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

function withLabels(manifest: Manifest, labels: Record<string, string>): Manifest {
  const copy = structuredClone(manifest);
  copy.metadata.labels = { ...copy.metadata.labels, ...labels };
  // includeSelectors: Kustomize adds the labels to selectors and pod templates too.
  if (copy.spec?.selector?.matchLabels) copy.spec.selector.matchLabels = { ...copy.spec.selector.matchLabels, ...labels };
  else if (copy.kind === 'Service') copy.spec.selector = { ...copy.spec.selector, ...labels };
  if (copy.spec?.template?.metadata) copy.spec.template.metadata.labels = { ...copy.spec.template.metadata.labels, ...labels };
  return copy;
}

/** What `kustomize build dir` writes, for the features these files use (anything else fails the test). */
function render(dir: string): Manifest[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Record<string, any>;
  const known = ['apiVersion', 'kind', 'labels', 'resources', 'images', 'secretGenerator', 'configMapGenerator'];
  expect(Object.keys(kustomization).filter((key) => !known.includes(key))).toEqual([]);
  let manifests: Manifest[] = [];
  for (const resource of kustomization.resources as string[]) {
    const path = join(dir, resource);
    expect(existsSync(path)).toBe(true);
    if (statSync(path).isDirectory()) manifests.push(...render(path));
    else manifests.push(...parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => doc.toJS() as Manifest));
  }
  for (const generator of kustomization.secretGenerator ?? []) {
    const data = Object.fromEntries(
      (generator.literals as string[]).map((literal) => {
        const at = literal.indexOf('=');
        return [literal.slice(0, at), Buffer.from(literal.slice(at + 1)).toString('base64')];
      }),
    );
    manifests.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: generator.name }, type: 'Opaque', data });
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = Object.fromEntries(
      (generator.files as string[]).map((entry) => {
        const [key, file] = entry.includes('=') ? entry.split('=') : [entry, entry];
        return [key, readFileSync(join(dir, file as string), 'utf8')];
      }),
    );
    manifests.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name, labels: generator.options?.labels }, data });
  }
  for (const { pairs } of kustomization.labels ?? []) manifests = manifests.map((manifest) => withLabels(manifest, pairs));
  for (const image of kustomization.images ?? []) {
    for (const container of manifests.flatMap((m) => m.spec?.template?.spec?.containers ?? [])) {
      if (container.image === image.name) container.image = `${image.newName}:${image.newTag}`;
    }
  }
  return manifests;
}

const find = (manifests: Manifest[], kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** Every YAML file under deploy/k8s. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFiles(join(dir, entry.name)) : entry.name.endsWith('.yaml') ? [join(dir, entry.name)] : [],
  );
}

const overlays = ['managed-redis', 'trial'];

describe.each(overlays)('overlay %s', (overlay) => {
  const manifests = render(join(k8s, 'overlays', overlay));
  const deployment = find(manifests, 'Deployment', 'vendor-site');
  const pod = deployment.spec.template.spec;
  const web = pod.containers.find((c: { name: string }) => c.name === 'web');
  const env = Object.fromEntries(web.env.map((e: { name: string }) => [e.name, e]));

  it('is valid against the Kubernetes schemas, object by object', () => {
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
      expect(() => new Model(manifest).validate()).not.toThrow();
    }
  });

  it('runs at least two replicas, scaled by an HPA that never goes below two, with a disruption budget', () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const hpa = find(manifests, 'HorizontalPodAutoscaler', 'vendor-site');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find(manifests, 'PodDisruptionBudget', 'vendor-site');
    expect(matches(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
  });

  it('probes liveness on GET /api/health and readiness on GET /api/health/ready, on the port the Service sends to', () => {
    const port = web.ports.find((p: { name: string }) => p.name === 'http');
    expect(web.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(web.readinessProbe.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    expect(env.PORT.value).toBe(String(port.containerPort));
    const service = find(manifests, 'Service', 'vendor-site');
    expect(matches(service.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
    expect(service.spec.ports[0].targetPort).toBe('http');
    // On SIGTERM readiness fails at once: the drain period covers the probe noticing it, and the grace period
    // covers the drain plus the slowest request (30 s: the blog list's API timeout). No preStop pause.
    const drain = Number(env.SHUTDOWN_DRAIN_SECONDS.value);
    const probe = web.readinessProbe;
    expect(drain).toBeGreaterThanOrEqual(probe.periodSeconds * probe.failureThreshold + probe.timeoutSeconds + 5);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(drain + 30);
    expect(web.lifecycle?.preStop).toBeUndefined();
    // Longer than the 60 s idle timeout of the usual proxies, so they close idle connections first.
    expect(Number(env.KEEP_ALIVE_TIMEOUT.value)).toBeGreaterThan(60_000);
  });

  it('serves metrics on a port of its own that the Service does not expose', () => {
    const metrics = web.ports.find((p: { name: string }) => p.name === 'metrics');
    expect(env.METRICS_PORT.value).toBe(String(metrics.containerPort));
    const service = find(manifests, 'Service', 'vendor-site');
    expect(service.spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual(['http']);
  });

  it('requests CPU and memory and caps memory', () => {
    expect(web.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(web.resources.limits.memory).toEqual(expect.any(String));
  });

  it('runs as a non-root user on a read-only root file system with no capabilities; the cache dir is an emptyDir', () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(web.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    // The Dockerfile's WORKDIR plus next.config.mjs's distDir: where Next writes its cache at run time.
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const workdir = [...dockerfile.matchAll(/^WORKDIR (\S+)/gm)].at(-1)?.[1];
    const mount = web.volumeMounts.find((m: { mountPath: string }) => m.mountPath === `${workdir}/.next-server/cache`);
    expect(mount).toBeDefined();
    expect(pod.volumes.find((v: { name: string }) => v.name === mount.name).emptyDir).toBeDefined();
  });

  it('takes REVALIDATE_SECRET from a Secret that the repository never holds', () => {
    const ref = env.REVALIDATE_SECRET.valueFrom.secretKeyRef;
    expect(ref).toEqual({ name: 'vendor-site-revalidate', key: 'secret' });
    expect(env.REVALIDATE_SECRET.value).toBeUndefined();
    expect(manifests.some((m) => m.kind === 'Secret' && m.metadata.name === ref.name)).toBe(false);
  });

  it('finds Redis through REDIS_URL from a Secret', () => {
    expect(env.REDIS_URL.valueFrom.secretKeyRef).toEqual({ name: 'vendor-site-redis', key: 'url' });
    const redis = manifests.filter((m) => m.kind === 'Deployment' && m.metadata.name === 'vendor-site-redis');
    if (overlay === 'managed-redis') {
      // A managed Redis outside the cluster: the Secret with its URL is created by hand, Redis is not deployed.
      expect(redis).toEqual([]);
      expect(manifests.some((m) => m.kind === 'Secret')).toBe(false);
      return;
    }
    // The trial's in-cluster Redis: the generated URL names its Service and port; nothing persisted, evicting when full.
    const secret = find(manifests, 'Secret', 'vendor-site-redis');
    const url = new URL(Buffer.from(secret.data.url, 'base64').toString());
    const service = find(manifests, 'Service', 'vendor-site-redis');
    expect(url.hostname).toBe(service.metadata.name);
    expect(Number(url.port)).toBe(service.spec.ports[0].port);
    const [trialRedis] = redis as [Manifest];
    const args: string[] = trialRedis.spec.template.spec.containers[0].args;
    expect(args.slice(args.indexOf('--maxmemory-policy'), args.indexOf('--maxmemory-policy') + 2)).toEqual([
      '--maxmemory-policy',
      'allkeys-lru',
    ]);
    // The cache needs no keyspace events: the trial runs like a managed Redis at its defaults.
    expect(args).not.toContain('--notify-keyspace-events');
    expect(args.slice(args.indexOf('--save'), args.indexOf('--save') + 2)).toEqual(['--save', '']);
    expect(trialRedis.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
  });
});

describe('monitoring (Prometheus Operator)', () => {
  const manifests = render(join(k8s, 'monitoring'));
  const deployment = find(render(join(k8s, 'overlays', 'managed-redis')), 'Deployment', 'vendor-site');
  const podMonitor = find(manifests, 'PodMonitor', 'vendor-site');
  const rule = find(manifests, 'PrometheusRule', 'vendor-site');
  const dashboard = find(manifests, 'ConfigMap', 'vendor-site-dashboard');

  // kubernetes-models has no models for monitoring.coreos.com: the shape the operator's CRDs require is checked here.
  it('has a PodMonitor that selects the web pods and scrapes their metrics port', () => {
    expect(podMonitor.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(matches(podMonitor.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    const ports = deployment.spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name);
    for (const endpoint of podMonitor.spec.podMetricsEndpoints) {
      expect(ports).toContain(endpoint.port);
      expect(endpoint.path).toBe('/metrics');
      expect(endpoint.interval).toMatch(/^\d+s$/);
    }
  });

  it('has a PrometheusRule whose alerts each carry an expression, a severity and a summary', () => {
    expect(rule.apiVersion).toBe('monitoring.coreos.com/v1');
    const rules = rule.spec.groups.flatMap((group: { name: string; rules: unknown[] }) => {
      expect(group.name).toEqual(expect.any(String));
      return group.rules;
    });
    expect(rules.map((r: { alert: string }) => r.alert)).toEqual([
      'SiteHigh5xxRatio',
      'SiteSlowResponses',
      'SiteCacheDegraded',
      'SiteWordPressApiFailing',
      'SiteRevalidationsFailing',
    ]);
    for (const r of rules) {
      expect(Object.keys(r).filter((key) => !['alert', 'expr', 'for', 'labels', 'annotations'].includes(key))).toEqual([]);
      expect(r.expr).toMatch(/site_/);
      expect(['critical', 'warning']).toContain(r.labels.severity);
      expect(r.annotations.summary).toEqual(expect.any(String));
      if (r.for) expect(r.for).toMatch(/^\d+m$/);
    }
    expect(rules.find((r: { alert: string }) => r.alert === 'SiteCacheDegraded').for).toBe('5m');
  });

  it("ships the Grafana dashboard in a ConfigMap Grafana's sidecar loads, querying only metrics the server has", () => {
    expect(() => new ConfigMap(dashboard as any).validate()).not.toThrow();
    expect(dashboard.metadata.labels?.grafana_dashboard).toBe('1');
    const json = JSON.parse(dashboard.data['vendor-site.json']) as { uid: string; panels: { targets: { expr: string }[] }[] };
    expect(json.uid).toBe('vendor-site');
    const exprs = json.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    const names = new Set(exprs.flatMap((expr) => expr.match(/\b(site|process|nodejs)_[a-z_]+/g) ?? []));
    const metrics = readFileSync(join(root, 'lib', 'observability', 'metrics.ts'), 'utf8');
    for (const name of [...names].filter((n) => n.startsWith('site_'))) {
      expect(metrics).toContain(`'${name.replace(/_(bucket|count|sum)$/, '')}'`);
    }
  });
});

it('no committed manifest is a Secret with data, and no file holds a real REVALIDATE_SECRET', () => {
  for (const file of yamlFiles(k8s)) {
    const text = readFileSync(file, 'utf8');
    const docs = parseAllDocuments(text).map((doc) => doc.toJS() as Manifest | null);
    expect(docs.filter((doc) => doc?.kind === 'Secret')).toEqual([]);
    expect(text).not.toMatch(/[0-9a-f]{32,}/);
    expect(dirname(file).startsWith(k8s)).toBe(true);
  }
});
