import type { ComplianceBadge, CtaBandContent, Hero, PageMeta, PrivateCloudFeature, TitleBody, TitledList } from './types';

export const vitroPage = {
  meta: {
    title: 'Vitro managed OpenStack',
    description:
      'Vitro: managed OpenStack that replaces legacy virtualisation, with automated provisioning, STIG hardening, Kubernetes integration, Ceph storage and GPU-ready infrastructure for government and defence.',
    path: '/vitro',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Vitro managed OpenStack',
    title: 'Mission-Ready Infrastructure with Compliance Built In',
    lead: 'Vitro replaces legacy virtualisation suites with a managed, STIG-hardened OpenStack cloud that provisions itself, runs Kubernetes natively and ships with the evidence auditors ask for.',
    ctas: [{ label: 'Explore Government Solutions', href: '/contact' }],
  } satisfies Hero,
  whyChoose: {
    title: 'Why Choose Vitro',
    columns: [
      {
        title: 'Retire legacy virtualisation',
        body: 'Vitro is a managed OpenStack cloud built as a replacement for licence-bound virtualisation suites. Automated provisioning takes racks from bare metal to a working cloud without a ticket queue, and we plan the move of your workloads with you, VM by VM.',
      },
      {
        title: 'Hardened before it ships',
        body: 'Hosts and services are hardened to the DISA Security Technical Implementation Guides (STIG) as part of the build, not after it, and the compliance controls come with the evidence your assessors will ask for.',
      },
      {
        title: 'Kubernetes, GPUs and the tactical edge',
        body: 'Kubernetes runs beside your virtual machines on the same cloud, GPU-ready for AI/ML training, inference and VDI, and the same platform deploys on ruggedized hardware at forward and disconnected sites.',
      },
    ] satisfies TitleBody[],
  },
  features: {
    title: 'What runs inside Vitro',
    intro: 'Four design choices carry the platform. Select a feature for the details.',
    cards: [
      {
        title: 'Containerized Services',
        summary: "OpenStack's own services run as containers, so the cloud is provisioned and upgraded like an application.",
        details: {
          paragraphs: [
            'Every Vitro control-plane service (compute, networking, block storage, identity and the dashboard) runs in a container from a pinned, vulnerability-scanned image. Upgrades roll one service at a time, and the previous image stays ready for an immediate rollback.',
            'Provisioning is automated end to end: new servers are discovered, imaged, hardened and joined to the cloud without manual steps, in the data centre or on ruggedized kits in the field.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Automated provisioning from bare metal to a working cloud',
            'Rolling, reversible upgrades of individual services',
            'Signed, scanned images for every service',
          ],
        },
      },
      {
        title: 'GitOps-Native Management',
        summary: "The whole cloud's configuration lives in Git and is reviewed before it changes anything.",
        details: {
          paragraphs: [
            'Networks, flavours, quotas, projects and service settings are declared in a Git repository. A merged change is applied by the platform; a revert restores the previous state.',
            'Change-control boards get a clear record of every change, and rebuilding a site from scratch becomes a repeatable operation instead of an archaeology project.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Peer review for every infrastructure change',
            'A complete history of who changed what, and when',
            'Identical sites built from the same repository',
          ],
        },
      },
      {
        title: 'Ceph-Backed Resilience',
        summary: 'Block, object and file storage on Ceph, replicated so that a failed disk or server is a non-event.',
        details: {
          paragraphs: [
            'Vitro keeps volumes, images and objects on Ceph, spreading replicas across hosts and racks. When a disk or a whole server fails, the data is rebuilt from the remaining copies while workloads keep running.',
            'Capacity grows by adding servers rather than buying a bigger array, and snapshots with replication to a second site support backup and disaster recovery.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Self-healing replication across failure domains',
            'Block, object and shared file storage from one cluster',
            'Snapshots and cross-site replication for recovery',
          ],
        },
      },
      {
        title: 'Zero Trust Security',
        summary: 'Every request authenticated and encrypted, every tenant isolated, every administrative action logged.',
        details: {
          paragraphs: [
            'Vitro trusts no network by default. Traffic between services is encrypted with mutual TLS, people sign in through your identity provider with multi-factor authentication, and tenants are separated by project, network and policy.',
            'Hosts are STIG-hardened and scanned continuously, and every administrative action is written to an audit log that you can forward to your SIEM.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Mutual TLS between services, using FIPS 140-2/3 cryptographic modules',
            'Single sign-on and multi-factor authentication through your identity provider',
            'Continuous STIG compliance scans and audit logs streamed to your SIEM',
          ],
        },
      },
    ] satisfies PrivateCloudFeature[],
  },
  compliance: {
    title: 'Compliance Without the Complexity',
    intro: 'Compliance controls are part of the platform, not a separate project. This is how the work divides between us.',
    lists: [
      {
        title: 'What We Provide',
        items: [
          'STIG-hardened hosts and services, checked automatically on every build',
          'Control implementation statements mapped to NIST 800-53',
          'FIPS 140-2/3 cryptographic modules for data at rest and in transit',
          'Audit logging, with evidence exports in the formats assessors use',
          'Accessible dashboards and documentation, written to Section 508',
        ],
      },
      {
        title: 'What You Achieve Faster',
        items: [
          'An Authority to Operate package that starts from documented controls',
          'FISMA reporting from evidence the platform already collects',
          'Continuous monitoring without building the tooling yourself',
          'A move off legacy virtualisation with no gap in your compliance posture',
          'Audit requests answered with exports instead of screenshots',
        ],
      },
    ] satisfies TitledList[],
    badges: {
      title: 'Frameworks Vitro is built to support',
      items: [
        { label: 'FedRAMP' },
        { label: 'FISMA' },
        { label: 'FIPS 140-2/3' },
        { label: 'NIST 800-53' },
        { label: 'Section 508' },
      ] satisfies ComplianceBadge[],
      note: 'Vitro supplies the controls and the evidence for these frameworks; the authorisation of your system stays with your agency.',
    },
  },
  cta: {
    title: 'Plan your route off legacy virtualisation',
    body: 'Tell us about your environment and your accreditation boundary, and our government team will map the migration with you, from the first rack to the last VM.',
    ctas: [{ label: 'Contact Our Government Team', href: '/contact' }],
  } satisfies CtaBandContent,
};
