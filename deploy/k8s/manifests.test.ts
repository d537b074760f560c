/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML of any kind; kubernetes-models checks each object's shape */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
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
 * files use: resources (files and folders), the common labels, the image, a secretGenerator's literals and JSON
 * patches (RFC 6902). Where kubectl is installed, the last test compares this rendering with `kubectl kustomize`.
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
  for (const constraint of copy.spec?.template?.spec?.topologySpreadConstraints ?? []) {
    if (constraint.labelSelector?.matchLabels)
      constraint.labelSelector.matchLabels = { ...constraint.labelSelector.matchLabels, ...labels };
  }
  // A NetworkPolicy's own pods and, as Kustomize does, every peer's podSelector: a base rule naming peer pods by
  // label would get the site's label added and match nothing, so the base names peers by namespace or address.
  if (copy.kind === 'NetworkPolicy') {
    copy.spec.podSelector.matchLabels = { ...copy.spec.podSelector.matchLabels, ...labels };
    const peers = [
      ...(copy.spec.ingress ?? []).flatMap((rule: any) => rule.from ?? []),
      ...(copy.spec.egress ?? []).flatMap((rule: any) => rule.to ?? []),
    ];
    for (const peer of peers)
      if (peer.podSelector?.matchLabels) peer.podSelector.matchLabels = { ...peer.podSelector.matchLabels, ...labels };
  }
  return copy;
}

type Operation = { op: 'add' | 'replace' | 'remove'; path: string; value?: unknown };

/** Applies a JSON patch (RFC 6902: add, replace, remove; `-` appends) to a manifest in place. */
function applyPatch(manifest: Manifest, operations: Operation[]) {
  for (const { op, path, value } of operations) {
    expect(['add', 'replace', 'remove']).toContain(op);
    const keys = path
      .split('/')
      .slice(1)
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop()!;
    let parent: any = manifest;
    for (const key of keys) {
      parent = Array.isArray(parent) ? parent[Number(key)] : parent[key];
      if (parent === undefined) throw new Error(`${manifest.kind} ${manifest.metadata.name} has no ${path}`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op !== 'add' && !(index in parent)) throw new Error(`${manifest.kind} ${manifest.metadata.name} has no ${path}`);
      parent.splice(index, op === 'add' ? 0 : 1, ...(op === 'remove' ? [] : [structuredClone(value)]));
    } else {
      if (op !== 'add' && !(last in parent)) throw new Error(`${manifest.kind} ${manifest.metadata.name} has no ${path}`);
      if (op === 'remove') delete parent[last];
      else parent[last] = structuredClone(value);
    }
  }
}

/** What `kustomize build dir` writes, for the features these files use (anything else fails the test). */
function render(dir: string): Manifest[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Record<string, any>;
  const known = ['apiVersion', 'kind', 'labels', 'resources', 'images', 'secretGenerator', 'configMapGenerator', 'patches'];
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
  // Inline JSON patches on one target by kind and name: what the overlays use for their settings.
  for (const { target, patch, ...rest } of kustomization.patches ?? []) {
    expect(Object.keys(rest)).toEqual([]);
    expect(Object.keys(target).sort()).toEqual(['kind', 'name']);
    const targets = manifests.filter((m) => m.kind === target.kind && m.metadata.name === target.name);
    expect(targets).toHaveLength(1);
    applyPatch(targets[0]!, parse(patch) as Operation[]);
  }
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
    // One replica at a time may be evicted, however far the HPA scaled: minAvailable would let a drain take all
    // but one of six at once.
    const pdb = find(manifests, 'PodDisruptionBudget', 'vendor-site');
    expect(matches(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    expect(pdb.spec).not.toHaveProperty('minAvailable');
    expect(pdb.spec.maxUnavailable).toBe(1);
    expect(pdb.spec.maxUnavailable).toBeLessThan(hpa.spec.minReplicas);
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

  describe("the web pods' NetworkPolicy", () => {
    const policy = find(manifests, 'NetworkPolicy', 'vendor-site');
    const kustomization = parse(readFileSync(join(k8s, 'overlays', overlay, 'kustomization.yaml'), 'utf8')) as Record<string, any>;
    const settings = (kustomization.patches ?? [])
      .filter((patch: any) => patch.target.kind === 'NetworkPolicy' && patch.target.name === 'vendor-site')
      .flatMap((patch: any) => parse(patch.patch) as Operation[]);
    /** The namespace an overlay sets at this path of the policy. */
    const setting = (path: string) =>
      settings.find(
        (op: Operation) => op.op === 'replace' && op.path === `${path}/namespaceSelector/matchLabels/kubernetes.io~1metadata.name`,
      )?.value;
    const namespaceOf = (peer: any) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
    const portsOf = (rule: any) => rule.ports.map((p: { protocol: string; port: number | string }) => `${p.protocol}/${p.port}`).sort();

    it('selects the web pods and isolates them both ways', () => {
      expect(matches(policy.spec.podSelector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
      expect(policy.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
      // A rule without ports allows every port; one without peers allows every peer.
      for (const rule of [...policy.spec.ingress, ...policy.spec.egress]) {
        expect(rule.ports?.length).toBeGreaterThan(0);
        expect((rule.from ?? rule.to)?.length).toBeGreaterThan(0);
      }
    });

    it("admits the web port from the ingress controller's namespace and the metrics port from monitoring's, each an overlay setting", () => {
      const [toWeb, toMetrics, ...others] = policy.spec.ingress;
      expect(others).toEqual([]);
      expect(portsOf(toWeb)).toEqual(['TCP/http']);
      expect(portsOf(toMetrics)).toEqual(['TCP/metrics']);
      // The ports are the container's, by name: the Service's target and the PodMonitor's scrape port.
      expect(toWeb.ports[0].port).toBe(find(manifests, 'Service', 'vendor-site').spec.ports[0].targetPort);
      expect(web.ports.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['http', 'metrics']));
      for (const [rule, path] of [
        [toWeb, '/spec/ingress/0/from/0'],
        [toMetrics, '/spec/ingress/1/from/0'],
      ] as const) {
        expect(rule.from).toHaveLength(1);
        expect(Object.keys(rule.from[0])).toEqual(['namespaceSelector']);
        expect(namespaceOf(rule.from[0])).toEqual(expect.stringMatching(/^[a-z0-9-]+$/));
        expect(namespaceOf(rule.from[0])).toBe(setting(path));
      }
    });

    it('lets out only DNS, HTTPS to public addresses (the WordPress.com API), the OTLP collector and Redis', () => {
      const [dns, https, otlp, redis, ...others] = policy.spec.egress;
      expect(others).toEqual([]);
      expect(dns.to).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } } }]);
      expect(portsOf(dns)).toEqual(['TCP/53', 'UDP/53']);
      // A NetworkPolicy cannot name a host: HTTPS anywhere public, never to the cluster's or the cloud's private
      // addresses (instance metadata at 169.254.169.254 included).
      expect(portsOf(https)).toEqual(['TCP/443']);
      expect(https.to.map((peer: any) => Object.keys(peer))).toEqual([['ipBlock'], ['ipBlock']]);
      const [v4, v6] = https.to.map((peer: any) => peer.ipBlock);
      expect(v4.cidr).toBe('0.0.0.0/0');
      expect(v4.except).toEqual(expect.arrayContaining(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16']));
      expect(v6.cidr).toBe('::/0');
      expect(v6.except).toEqual(expect.arrayContaining(['fc00::/7', 'fe80::/10']));
      // OTLP over HTTP, the only protocol the server exports with (deploy/server-mode.md, "Traces").
      expect(portsOf(otlp)).toEqual(['TCP/4318']);
      expect(otlp.to).toHaveLength(1);
      expect(Object.keys(otlp.to[0])).toEqual(['namespaceSelector']);
      expect(namespaceOf(otlp.to[0])).toBe(setting('/spec/egress/2/to/0'));
      // Redis, where the overlay says it is.
      if (overlay === 'trial') {
        const service = find(manifests, 'Service', 'vendor-site-redis');
        const redisPods = find(manifests, 'Deployment', 'vendor-site-redis').spec.template.metadata.labels;
        expect(redis.to).toHaveLength(1);
        expect(matches(redis.to[0].podSelector.matchLabels, redisPods)).toBe(true);
        expect(matches(redis.to[0].podSelector.matchLabels, deployment.spec.template.metadata.labels)).toBe(false);
        expect(portsOf(redis)).toEqual([`TCP/${service.spec.ports[0].port}`]);
        // And the trial's Redis takes connections from these pods (its own policy).
        const redisPolicy = find(manifests, 'NetworkPolicy', 'vendor-site-redis');
        expect(
          redisPolicy.spec.ingress[0].from.some((peer: any) =>
            matches(peer.podSelector.matchLabels, deployment.spec.template.metadata.labels),
          ),
        ).toBe(true);
      } else {
        // A managed Redis outside the cluster: its private addresses, on the plain and the TLS port of the docs.
        expect(redis.to.map((peer: any) => peer.ipBlock?.cidr)).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
        expect(portsOf(redis)).toEqual(['TCP/6379', 'TCP/6380']);
      }
    });
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
    const metrics = readFileSync(join(root, 'lib', 'server', 'observability', 'metrics.ts'), 'utf8');
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

describe('the overlays as settings', () => {
  /** An overlay of the base in a temporary folder, with the given kustomization fields. */
  function withOverlay<T>(fields: Record<string, unknown>, renderIn: (dir: string) => T): T {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-overlay-'));
    try {
      const kustomization = {
        apiVersion: 'kustomize.config.k8s.io/v1beta1',
        kind: 'Kustomization',
        resources: [relative(dir, join(k8s, 'base'))],
        ...fields,
      };
      writeFileSync(join(dir, 'kustomization.yaml'), JSON.stringify(kustomization));
      return renderIn(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const namespaces = { '/spec/ingress/0/from/0': 'traefik', '/spec/ingress/1/from/0': 'observability', '/spec/egress/2/to/0': 'otel' };
  const patches = [
    {
      target: { kind: 'NetworkPolicy', name: 'vendor-site' },
      patch: JSON.stringify(
        Object.entries(namespaces).map(([path, value]) => ({
          op: 'replace',
          path: `${path}/namespaceSelector/matchLabels/kubernetes.io~1metadata.name`,
          value,
        })),
      ),
    },
  ];

  it("moves the policy's peers to the namespaces an overlay names", () => {
    const policy = withOverlay({ patches }, (dir) => find(render(dir), 'NetworkPolicy', 'vendor-site'));
    const name = (peer: any) => peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name'];
    expect([name(policy.spec.ingress[0].from[0]), name(policy.spec.ingress[1].from[0]), name(policy.spec.egress[2].to[0])]).toEqual([
      'traefik',
      'observability',
      'otel',
    ]);
    // A setting's path that no longer exists in the base fails the render instead of being ignored.
    const stale = [{ ...patches[0], patch: JSON.stringify([{ op: 'replace', path: '/spec/ingress/5/from/0', value: {} }]) }];
    expect(() => withOverlay({ patches: stale }, render)).toThrow(/has no/);
  });

  // kubectl renders Kustomize without a cluster: where it is installed, this file's renderer must agree with it.
  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  /** Generated names carry a content hash in Kustomize (`vendor-site-redis-tt96cb242f`); this renderer has none. */
  const normalise = (manifests: Manifest[]) =>
    JSON.parse(JSON.stringify(manifests).replace(/"(vendor-site-redis)-[a-z0-9]{10}"/g, '"$1"')).sort((a: Manifest, b: Manifest) =>
      `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`),
    );
  const kustomize = (dir: string) =>
    parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })).map((doc) => doc.toJS() as Manifest);

  (kubectl ? it : it.skip)('renders every overlay, and a changed setting, as kubectl kustomize does', () => {
    for (const dir of [...overlays.map((overlay) => join(k8s, 'overlays', overlay)), join(k8s, 'monitoring')]) {
      expect(normalise(render(dir))).toEqual(normalise(kustomize(dir)));
    }
    withOverlay({ patches }, (dir) => expect(normalise(render(dir))).toEqual(normalise(kustomize(dir))));
  });
});
