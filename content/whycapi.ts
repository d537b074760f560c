import { site } from './site';
import type { Cta, Hero, ImageAsset, LinkCard, PageMeta, TitleBody } from './types';

/** A Cluster API object and what it is responsible for, shown as a definition list. */
export type ApiObject = { name: string; role: string };

export const whyCapiPage = {
  meta: {
    title: 'What is Cluster API and why it is useful',
    description:
      'What Kubernetes Cluster API is, how management clusters, workload clusters and providers fit together, how declarative machines make upgrades routine, and why it matters for federal and regulated infrastructure.',
    path: '/whycapi',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Explainer',
    title: 'What is Cluster API and why it is useful',
    lead: "Cluster API is the Kubernetes project's own way to create, upgrade and retire Kubernetes clusters. You describe the clusters you want as Kubernetes objects; controllers make the real infrastructure match, and keep it matching.",
    ctas: [site.ctas.requestDemo, { label: 'See our Kubernetes platform', href: '/fkp', variant: 'secondary' }],
  } satisfies Hero,
  intro: {
    title: 'Clusters become Kubernetes objects',
    paragraphs: [
      'Kubernetes made applications declarative: you state that three replicas of a service should run, and the system keeps three running. Cluster API, a sub-project of the Kubernetes SIG Cluster Lifecycle, applies the same idea one level down, to the clusters themselves.',
      'A cluster, its control plane, its worker machines and the infrastructure beneath them are all described as Kubernetes resources. Creating a cluster is applying those resources. Scaling it is changing a number. Upgrading it is changing a version. No scripts that only one engineer understands, and no hand-built servers that drift apart over the years.',
    ],
  },
  architecture: {
    title: 'How the pieces fit together',
    intro: 'Cluster API splits the work between one cluster that manages and many clusters that run your workloads.',
    diagram: {
      src: '/images/whycapi/cluster-api-architecture.svg',
      alt: 'Cluster API architecture: desired state in Git and hardened images in an enclave registry feed a management cluster, whose core controllers and infrastructure, bootstrap and control plane providers create and upgrade three workload clusters in a data centre, a government cloud region and on an edge node.',
      width: 1200,
      height: 720,
    } satisfies ImageAsset,
    caption: 'Cluster API architecture: one management cluster reconciles workload clusters on any infrastructure',
    roles: [
      {
        title: 'The management cluster',
        body: 'A small, well-protected Kubernetes cluster that runs the Cluster API controllers and holds the definition of every cluster you operate. It is the only place with credentials to your infrastructure APIs, which makes it the one place to secure, back up and audit.',
      },
      {
        title: 'Workload clusters',
        body: 'The clusters your applications run on. They are created, scaled, upgraded and repaired by the management cluster, and can live on different infrastructure: a data centre, a government cloud region or a single rugged node at the edge.',
      },
    ] satisfies TitleBody[],
  },
  providers: {
    title: 'Three kinds of provider',
    intro:
      'Core Cluster API knows what a cluster is. Providers know how to build one on a particular platform, so the same workflow works everywhere.',
    items: [
      {
        title: 'Infrastructure provider',
        body: 'Talks to the platform API to create virtual machines or claim bare-metal servers, networks, security groups and load balancers. Open-source providers exist for OpenStack, VMware vSphere, the major public clouds and bare metal.',
      },
      {
        title: 'Bootstrap provider',
        body: 'Turns a freshly created machine into a Kubernetes node. The kubeadm provider generates the cloud-init configuration that installs certificates, joins the node to its cluster and applies your kubelet settings.',
      },
      {
        title: 'Control plane provider',
        body: 'Runs the API servers, etcd and controllers as a managed group. It scales the control plane, rotates its certificates and upgrades it one machine at a time while keeping etcd quorum.',
      },
    ] satisfies TitleBody[],
  },
  lifecycle: {
    title: 'Machines, declared like Deployments',
    intro: 'If you know how a Deployment manages Pods, you already know how Cluster API manages machines.',
    objects: [
      { name: 'Cluster', role: 'The cluster as a whole: its network ranges, its control plane and the infrastructure it lives on.' },
      {
        name: 'Machine',
        role: 'One node, whether virtual or physical. Machines are immutable: a change means a replacement, never an in-place edit.',
      },
      { name: 'MachineSet', role: 'Keeps a given number of identical machines running, like a ReplicaSet does for Pods.' },
      {
        name: 'MachineDeployment',
        role: 'Rolls a MachineSet forward to a new version or image, with surge and availability limits you choose.',
      },
      {
        name: 'MachineHealthCheck',
        role: 'Watches node conditions and replaces machines that stay unhealthy, so failed hardware heals without a ticket.',
      },
    ] satisfies ApiObject[],
    example: {
      title: 'Three hardened worker nodes, described in Git',
      note: 'Change the version, or point the template reference at a newly built image, and commit: that is an upgrade.',
      code: `apiVersion: cluster.x-k8s.io/v1beta1
kind: MachineDeployment
metadata:
  name: mission-apps-workers
  namespace: mission-apps
spec:
  clusterName: mission-apps
  replicas: 3
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  template:
    spec:
      clusterName: mission-apps
      version: v1.31.4
      bootstrap:
        configRef:
          apiVersion: bootstrap.cluster.x-k8s.io/v1beta1
          kind: KubeadmConfigTemplate
          name: mission-apps-workers
      infrastructureRef:
        apiVersion: infrastructure.cluster.x-k8s.io/v1beta1
        kind: OpenStackMachineTemplate
        name: mission-apps-workers-stig-2025-06`,
    },
  },
  upgrades: {
    title: 'Rolling upgrades without a maintenance weekend',
    intro: 'Because machines are replaced rather than patched, an upgrade is the same predictable sequence every time.',
    steps: [
      {
        title: 'Build the new image',
        body: 'A new node image with the next Kubernetes version and the latest STIG hardening is built, scanned and published to your registry, with a machine template that references it.',
      },
      {
        title: 'Upgrade the control plane',
        body: 'The control plane provider replaces control plane machines one at a time, waiting for each new member to join etcd before the old one leaves.',
      },
      {
        title: 'Roll the workers',
        body: 'Each MachineDeployment adds a new node, cordons and drains an old one while respecting Pod disruption budgets, then deletes it, until every node runs the new image.',
      },
      {
        title: 'Verify, or roll workers back',
        body: 'Health checks replace any machine that fails to come up. If a worker image misbehaves, reverting the commit rolls the workers back; control plane versions only move forward, so they are rehearsed on a staging cluster first.',
      },
    ] satisfies TitleBody[],
  },
  whyItMatters: {
    title: 'Why it matters to federal and regulated teams',
    intro:
      'The features that make Cluster API convenient for a start-up make it essential where every change has to be justified and every environment has to match.',
    items: [
      {
        title: 'Repeatability',
        body: 'The same manifests produce the same cluster in development, test and production, and on the tenth site as on the first. Reconciliation puts hand-made drift back the way it was declared.',
      },
      {
        title: 'Built for air-gapped networks',
        body: 'The management cluster runs inside your enclave and talks only to local infrastructure APIs and a local registry. Nothing depends on a vendor-hosted control plane or an internet connection.',
      },
      {
        title: 'Auditability',
        body: 'Every change to a cluster is a change to a versioned object: reviewed in Git, recorded in the API audit log and visible as controller events. That is evidence for configuration management controls such as NIST SP 800-53 CM-2 and CM-3.',
      },
      {
        title: 'Hardened by construction',
        body: 'Nodes come only from approved, STIG-hardened images referenced in machine templates. There are no snowflake servers to find and fix before an assessment.',
      },
      {
        title: 'Open and portable',
        body: 'Cluster API is an upstream, vendor-neutral Kubernetes project with providers for many platforms. Your cluster definitions stay useful if your infrastructure, or your vendor, changes.',
      },
    ] satisfies TitleBody[],
  },
  inOurProducts: {
    title: 'Where Cluster API runs in our products',
    items: [
      {
        title: 'FKP Kubernetes Platform',
        body: 'Our subscription multi-cluster lifecycle platform is built on Cluster API, with FIPS-mode encryption, network isolation and long-term security support on top.',
        href: '/fkp',
        linkLabel: 'Explore FKP',
      },
      {
        title: 'Frontier Edge',
        body: 'Rugged ARM64 edge nodes are provisioned and upgraded through Cluster API, from the same management cluster as your data centre.',
        href: '/frontier-edge',
        linkLabel: 'Explore Frontier Edge',
      },
      {
        title: 'Vitro Managed OpenStack',
        body: 'A managed OpenStack cloud gives the OpenStack infrastructure provider a private, compliant platform to build clusters on.',
        href: '/vitro',
        linkLabel: 'Explore Vitro',
      },
    ] satisfies LinkCard[],
  },
  closing: {
    title: 'See a cluster upgrade itself',
    body: 'We will walk through creating, scaling and upgrading a cluster with Cluster API on infrastructure like yours, including a disconnected install.',
    ctas: [site.ctas.requestDemo] satisfies Cta[],
  },
};
