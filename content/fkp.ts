import { site } from './site';
import type { CtaBandContent, Hero, ImageAsset, PageMeta, TitleBody, TitledList } from './types';

/** The product's short name, which fills the gap in the 'See … in Action' call to action. */
export const FKP_NAME = 'FKP';

export const coreFeatureIds = ['capi', 'trailboss', 'outpost', 'keycloak', 'harbor', 'argocd', 'observability', 'capi-visualizer'] as const;

type CoreFeatureId = (typeof coreFeatureIds)[number];

/** Platform core feature card, one per id above: opens a dialog with its title, description and value points. */
export type CoreFeatureCard = {
  id: CoreFeatureId;
  icon: ImageAsset;
  title: string;
  description: string;
  value: string[];
};

/** A feature tile linking to the product's external documentation (the page has 16). */
export type DocTile = { title: string; body: string; href: string };

const docs = (slug: string) => `${site.urls.documentation}/fkp/${slug}`;

// Icons are decorative (the card title names the feature), hence empty alt text.
const icon = (id: CoreFeatureId, size = 48): ImageAsset => ({ src: `/images/fkp/${id}.svg`, alt: '', width: size, height: size });

export const fkpPage = {
  meta: {
    title: 'FKP Kubernetes platform',
    description:
      'FKP: a subscription-based, multi-cluster Kubernetes lifecycle platform built on Cluster API, with FIPS-140-2 encryption, enterprise network isolation and long-term security support.',
    path: '/fkp',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'FKP Kubernetes Platform',
    title: 'Multi-cluster Kubernetes, managed from one place',
    lead: 'FKP is a subscription-based Kubernetes lifecycle platform built on Cluster API. It creates, upgrades and retires clusters across data centres, clouds and air-gapped enclaves, with FIPS-140-2 encryption, enterprise network isolation and long-term security support from the first install.',
    ctas: [site.ctas.docs, site.ctas.requestDemo],
  } satisfies Hero,
  coreFeatures: {
    title: 'Core platform features',
    /** Heading of the value points in each card's dialog. */
    pointsTitle: 'What it gives you',
    intro: 'Eight components, one subscription. Select a card to see what each one does and what it gives your team.',
    cards: [
      {
        id: 'capi',
        icon: icon('capi'),
        title: 'Cluster API Lifecycle',
        description:
          'Clusters are declared as Kubernetes objects and reconciled by Cluster API controllers, so creating, upgrading, scaling or retiring a cluster is a reviewed change to a manifest rather than a runbook.',
        value: [
          'Rolling upgrades that replace nodes one at a time, with health checks before the next one starts',
          'One workflow on bare metal, OpenStack, VMware and public-cloud infrastructure',
          "Every cluster's desired state versioned in Git and reviewable before it ships",
          'The upstream Cluster API project and providers, not a vendor fork',
        ],
      },
      {
        id: 'trailboss',
        icon: icon('trailboss', 50),
        title: 'Trailboss Fleet Manager',
        description:
          "Trailboss is FKP's multi-cluster management tool: one place to see every cluster's version, health and drift, and to roll a change across a fleet in waves.",
        value: [
          'A single inventory of clusters across sites, enclaves and clouds',
          'Staged rollouts: a canary cluster first, then the fleet wave by wave',
          "Drift detection against each cluster's declared version and add-ons",
          'Scoped access, so a site team manages only its own clusters',
        ],
      },
      {
        id: 'outpost',
        icon: icon('outpost'),
        title: 'Outpost Air-Gap Delivery',
        description:
          'Outpost packages everything an installation needs (container images, Helm charts, OS packages and Cluster API providers) into a signed bundle that crosses the air gap on removable media.',
        value: [
          'Installs and upgrades with no connection to the internet',
          'Bundles signed and checksummed, and verified before import',
          'A local mirror that serves images and charts inside the enclave',
          'The same releases and security patches as connected sites, on the same day',
        ],
      },
      {
        id: 'keycloak',
        icon: icon('keycloak'),
        title: 'Keycloak Identity',
        description:
          'Keycloak gives FKP and the applications on it single sign-on, federating with your LDAP or Active Directory and speaking OIDC and SAML.',
        value: [
          'One login for the operations UI, the CLI and every cluster API server',
          'Directory groups mapped to Kubernetes RBAC roles, so access follows your directory',
          'Certificate-based login for CAC and PIV smart cards, and multi-factor authentication',
          'An audit event for every login and every role change',
        ],
      },
      {
        id: 'harbor',
        icon: icon('harbor'),
        title: 'Harbor Registry',
        description:
          'Harbor is the private container registry inside your boundary: images are scanned for vulnerabilities, signed, and replicated to the clusters that need them.',
        value: [
          'Vulnerability scanning on push, with policies that block critical findings',
          'Image signing, verified before a workload is admitted',
          'Replication between sites and into disconnected enclaves',
          'Quotas and retention rules per project',
        ],
      },
      {
        id: 'argocd',
        icon: icon('argocd'),
        title: 'Argo CD GitOps',
        description:
          "Argo CD keeps each cluster's applications in step with Git: a merged pull request is a deployment and a revert is a rollback.",
        value: [
          'Every change reviewed, approved and recorded in Git history',
          'Configuration drift shown and corrected automatically',
          'One view of application health across every cluster',
          'An audit trail a change-control board can read',
        ],
      },
      {
        id: 'observability',
        icon: icon('observability'),
        title: 'Observability Stack',
        description:
          'Metrics, logs and alerts are collected from every cluster from its first boot, with dashboards for the platform and for your workloads.',
        value: [
          'Prometheus metrics and Grafana dashboards installed and tuned',
          'Log search across clusters from one place',
          'Alert rules for control-plane, node and certificate health',
          'Telemetry kept inside your boundary, on storage you choose',
        ],
      },
      {
        id: 'capi-visualizer',
        icon: icon('capi-visualizer'),
        title: 'CAPI Visualizer',
        description:
          'The CAPI Visualizer draws the tree of Cluster API objects behind a cluster (machines, machine sets, infrastructure and bootstrap resources) with their status, so a stuck upgrade can be traced in minutes.',
        value: [
          'Shows which object is blocking a provisioning run or an upgrade',
          'Conditions and events beside each resource',
          'Read-only, so it is safe to hand to on-call engineers',
          'Works for every cluster Trailboss manages',
        ],
      },
    ] satisfies CoreFeatureCard[],
  },
  valueProps: {
    title: `Why teams choose ${FKP_NAME}`,
    items: [
      {
        title: 'One subscription, the whole platform',
        body: 'Lifecycle management, registry, identity, GitOps, observability and support under one subscription, instead of five contracts and five upgrade calendars.',
      },
      {
        title: 'Upstream, not forked',
        body: 'FKP runs upstream Kubernetes and Cluster API, so your skills, tools and manifests carry over and you are never stranded on a fork.',
      },
      {
        title: 'Long-term security support',
        body: 'Each release keeps receiving security patches for an extended window, so you upgrade on your schedule rather than the community calendar.',
      },
      {
        title: 'Secure from the first install',
        body: 'FIPS-140-2 encryption, STIG-hardened nodes and enterprise network isolation are the defaults, not follow-on projects.',
      },
      {
        title: 'Runs where the mission runs',
        body: 'Data centre, public cloud, tactical edge or air-gapped enclave: one platform, one workflow and one set of runbooks.',
      },
      {
        title: 'Answers in minutes',
        body: 'The optional AI diagnostics add-on, powered by an AI provider you approve, reads events and logs and explains a failure in plain language.',
      },
    ] satisfies TitleBody[],
  },
  compliance: {
    title: 'Compliance outcomes',
    intro:
      'The same platform serves accreditation-driven government programs and audit-driven private-sector teams. Here is what each gets.',
    lists: [
      {
        title: 'Government',
        items: [
          'FIPS-140-2 encryption for data in transit and at rest',
          'Nodes hardened to DISA STIG guidance, with scan results ready for assessors',
          'Control evidence mapped to NIST 800-53, shortening the path to an Authority to Operate',
          'Air-gapped installation and upgrades for classified and disconnected enclaves',
          'Enterprise network isolation between clusters, tenants and management traffic',
        ],
      },
      {
        title: 'Private sector',
        items: [
          'Segmentation and encryption that narrow PCI-DSS scope',
          'Audit logs and access reviews that feed SOC 2 and ISO 27001 evidence',
          'Encryption and access controls suited to HIPAA-regulated workloads',
          'Data residency: clusters and their data stay where you deploy them',
          'Long-term security support, so regulated systems are never forced into rushed upgrades',
        ],
      },
    ] satisfies TitledList[],
  },
  docTiles: {
    title: 'Explore the documentation',
    intro: 'Sixteen areas of the platform, each documented in depth. Every tile opens the documentation in a new tab.',
    tiles: [
      {
        title: 'DevSecOps',
        body: 'Pipelines, image signing and policy gates that carry code to a hardened cluster.',
        href: docs('devsecops'),
      },
      {
        title: 'Security',
        body: 'FIPS-140-2 encryption, STIG-hardened nodes and the shared responsibility model.',
        href: docs('security'),
      },
      {
        title: 'Troubleshooting',
        body: 'Runbooks for failed provisioning, stuck upgrades and unhealthy nodes.',
        href: docs('troubleshooting'),
      },
      { title: 'fkpctl CLI', body: 'Create, upgrade and inspect clusters from a terminal or a pipeline.', href: docs('cli') },
      {
        title: 'Upstream Kubernetes',
        body: 'Supported Kubernetes versions, release cadence and conformance results.',
        href: docs('upstream-kubernetes'),
      },
      {
        title: 'Air-Gapped Installation',
        body: 'Install and upgrade from Outpost bundles with no internet connection.',
        href: docs('air-gap'),
      },
      {
        title: 'Trailboss Multi-Cluster Management',
        body: 'Fleet inventory, staged rollouts and drift detection.',
        href: docs('trailboss'),
      },
      { title: 'Operations UI', body: 'The web console for cluster health, upgrades and add-ons.', href: docs('operations-ui') },
      {
        title: 'AI Diagnostics Add-on',
        body: 'Plain-language explanations of cluster failures, powered by an AI provider you approve. Off unless you enable it.',
        href: docs('ai-diagnostics'),
      },
      {
        title: 'Network Isolation',
        body: 'Enterprise network isolation for management, tenant and workload traffic.',
        href: docs('network-isolation'),
      },
      {
        title: 'Long-Term Security Support',
        body: 'Support windows, patch cadence and how extended releases are maintained.',
        href: docs('long-term-support'),
      },
      {
        title: 'Infrastructure Providers',
        body: 'Cluster API providers for bare metal, OpenStack, VMware and public clouds.',
        href: docs('providers'),
      },
      { title: 'Identity and Access', body: 'Keycloak single sign-on, directory federation and RBAC mapping.', href: docs('identity') },
      { title: 'Registry and Images', body: 'Harbor projects, vulnerability-scanning policies and replication.', href: docs('registry') },
      { title: 'GitOps Delivery', body: 'Argo CD applications, sync policies and rollback.', href: docs('gitops') },
      {
        title: 'Observability',
        body: 'Metrics, logs, dashboards and alert rules for platform and workloads.',
        href: docs('observability'),
      },
    ] satisfies DocTile[],
  },
  cta: {
    title: 'Watch a fleet upgrade itself',
    body: 'In a 30-minute session we build a cluster, upgrade it across a Kubernetes minor version and trace a fault with the CAPI Visualizer, on your questions rather than a script.',
    ctas: [{ label: `See ${FKP_NAME} in Action`, href: '/contact' }],
  } satisfies CtaBandContent,
};
