import { site } from './site';
import type { Cta, Hero, ImageAsset, PageMeta } from './types';

/** One zero-trust capability: a card with a drawn icon, a summary and the specifics a reviewer asks for. */
export type SecurityTopic = {
  id: string;
  title: string;
  body: string;
  points: string[];
  /** Decorative: the title carries the meaning, so the icon's alt text is empty. */
  icon: string;
};

/** Topics grouped under one h2, so the page reads as a few arguments rather than a wall of cards. */
export type SecurityTheme = { id: string; title: string; intro: string; topics: SecurityTopic[] };

const ctas = [site.ctas.docs, { ...site.ctas.requestDemo, variant: 'secondary' }] satisfies Cta[];

export const securityPage = {
  meta: {
    title: 'Zero-trust security',
    description:
      'Zero-trust security across the Granite Peak stack: identity-based networking, mutual TLS, micro-segmentation, CIS and STIG hardening, RBAC with OIDC/SAML and LDAP, audits and recovery.',
    path: '/security',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Zero-trust security',
    title: 'Zero-trust security, built into every layer',
    lead: 'Every workload proves who it is, every connection is encrypted, every permission is scoped and every change leaves a record, from the rugged edge node to the management cluster.',
    ctas,
  } satisfies Hero,
  heroImage: {
    src: '/images/security/zero-trust-layers.svg',
    alt: 'Concentric layers around a workload: identity, encrypted mesh, segmentation policy, hardened node and audited access.',
    width: 480,
    height: 400,
  } satisfies ImageAsset,
  principles: {
    title: 'No implicit trust, anywhere',
    intro:
      'A zero-trust platform assumes the network is already hostile. Being inside the data centre, on the right subnet or behind the firewall earns nothing. These three rules run through every product we ship.',
    items: [
      { title: 'Verify explicitly', body: 'Workloads, people and automation authenticate with an identity, never with an address.' },
      { title: 'Grant least privilege', body: 'Access is denied by default and opened per service, per namespace and per role.' },
      {
        title: 'Assume breach',
        body: 'Traffic is encrypted inside the cluster, nodes are hardened and every action is logged for review.',
      },
    ],
  },
  themes: [
    {
      id: 'network',
      title: 'Identity on the wire',
      intro: 'Firewall rules keyed to IP addresses break the moment a pod reschedules. We tie network trust to workload identity instead.',
      topics: [
        {
          id: 'identity-network-automation',
          title: 'Identity-based network automation',
          body: 'Network policy follows workload identity, not addresses. When a service scales, moves or is redeployed, its permissions move with it, without a ticket to the network team.',
          points: [
            'Policies written against service accounts and labels, generated and applied by the platform',
            'New clusters start from a default-deny baseline you define once',
            'Policy changes travel through Git review like any other change',
          ],
          icon: '/images/security/identity-network.svg',
        },
        {
          id: 'service-mesh-mtls',
          title: 'Service mesh with mutual TLS',
          body: 'Service-to-service traffic is encrypted and mutually authenticated. Each workload receives a short-lived certificate tied to its identity, and the mesh rotates it automatically.',
          points: [
            'Mutual TLS between services, with no application code changes',
            'Short-lived workload certificates, rotated without restarts',
            'FIPS-mode cryptography available where your program requires it',
          ],
          icon: '/images/security/service-mesh.svg',
        },
        {
          id: 'micro-segmentation',
          title: 'Policy micro-segmentation',
          body: 'Each namespace and service gets its own perimeter. A compromised container can reach only what its policy allows, which keeps an incident contained to one small segment.',
          points: [
            'Layer 3/4 network policy plus layer 7 rules in the mesh',
            'Egress control so workloads cannot call out to arbitrary hosts',
            'Segment maps you can hand to an assessor',
          ],
          icon: '/images/security/micro-segmentation.svg',
        },
      ],
    },
    {
      id: 'hardening',
      title: 'Hardened before first boot',
      intro:
        'Hardening is part of the image and the cluster template, so every node starts compliant instead of being fixed after the fact.',
      topics: [
        {
          id: 'cis-benchmarks',
          title: 'CIS benchmark alignment',
          body: 'Cluster configuration follows the CIS Kubernetes Benchmark, and automated checks run continuously through our Day 2 compliance add-on so drift shows up in hours, not at the next audit.',
          points: [
            'API server, kubelet and etcd settings aligned with the benchmark',
            'Scheduled scans with findings mapped to benchmark controls',
            'Exceptions documented alongside the control they affect',
          ],
          icon: '/images/security/cis-benchmark.svg',
        },
        {
          id: 'stig-nodes',
          title: 'STIG-hardened nodes',
          body: 'Node operating system images are built against the applicable DISA Security Technical Implementation Guides, then frozen, signed and reused for every machine the platform creates.',
          points: [
            'Immutable node images: rebuilt and rolled out, never patched by hand',
            'STIG checklist results delivered with each image release',
            'Identical hardening in the data centre and on edge hardware',
          ],
          icon: '/images/security/stig-node.svg',
        },
      ],
    },
    {
      id: 'access',
      title: 'Access you can explain to an auditor',
      intro: 'Who did what, with which permission, and how to get back to a known good state: the questions every assessment asks.',
      topics: [
        {
          id: 'rbac-identity',
          title: 'RBAC with your identity provider',
          body: 'People sign in through your OIDC or SAML identity provider, including the smart-card (CAC/PIV) logins it already enforces, and Kubernetes RBAC maps their groups to roles. LDAP and Active Directory groups can be delegated, so existing owners keep managing membership.',
          points: [
            'Single sign-on through OIDC or SAML, with multi-factor authentication enforced by your provider',
            'LDAP delegation: directory groups map to cluster and namespace roles',
            'No shared administrator accounts and no long-lived static tokens',
          ],
          icon: '/images/security/rbac.svg',
        },
        {
          id: 'audits-backup-recovery',
          title: 'Audits, backup and recovery',
          body: 'Kubernetes API audit logs, identity events and Git history together show every change and who approved it. Scheduled, encrypted backups of cluster state and persistent volumes make recovery a rehearsed procedure, not an improvisation.',
          points: [
            'API audit logging forwarded to your SIEM',
            'Encrypted backups of cluster resources and volumes, with restore tests',
            'Documented recovery objectives to support contingency planning controls',
          ],
          icon: '/images/security/audit-recovery.svg',
        },
      ],
    },
    {
      id: 'anywhere',
      title: 'The same controls wherever you deploy',
      intro: 'Security that only works in one data centre is a gap waiting to be found. The platform carries its controls with it.',
      topics: [
        {
          id: 'deploy-anywhere',
          title: 'Deployment anywhere',
          body: 'Run the same hardened stack on premises, in a private OpenStack cloud, in government cloud regions or on a disconnected edge node. Air-gapped installs pull every image and chart from a registry inside your enclave.',
          points: [
            'On-premises data centres and managed OpenStack',
            'Government and commercial cloud regions',
            'Air-gapped and intermittently connected sites, down to a single rugged node',
          ],
          icon: '/images/security/deploy-anywhere.svg',
        },
      ],
    },
  ] satisfies SecurityTheme[],
  closing: {
    title: 'See the controls for yourself',
    body: 'Read how each control is configured in the documentation, or ask for a walkthrough on a cluster built for your environment.',
    ctas,
  },
};
