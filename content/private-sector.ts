import { site } from './site';
import type { ComplianceBadge, CtaBandContent, Hero, PageMeta, PrivateCloudFeature, TitleBody, TitledList } from './types';

/** A case study told as the problem a team brought and how the platform answered it. */
export type CaseStudy = { sector: string; challenge: string; approach: string };

export const privateSectorPage = {
  meta: {
    title: 'Private sector cloud',
    description:
      'An OpenStack-based private cloud for healthcare, finance and SaaS teams, with enterprise hardening and compliance aids for HIPAA, PCI-DSS, SOC 2 and ISO 27001.',
    path: '/private-sector',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Private sector',
    title: 'A private cloud that helps you pass the audit',
    lead: 'An OpenStack-based private cloud with enterprise hardening and built-in compliance aids, for healthcare, finance and SaaS teams who need cloud speed without giving up control of their data.',
    ctas: [site.ctas.requestDemo],
  } satisfies Hero,
  why: {
    title: 'Why run your own cloud with us',
    columns: [
      {
        title: 'Containerized Services',
        body: "The cloud's own services run as containers from pinned, scanned images, so upgrades are small, reversible and routine rather than a maintenance weekend.",
      },
      {
        title: 'GitOps-Native Management',
        body: 'Infrastructure changes are pull requests: reviewed, approved and recorded. That is exactly the change-management evidence SOC 2 and ISO 27001 auditors sample.',
      },
      {
        title: 'Enterprise Hardening',
        body: 'CIS-benchmarked hosts, encrypted storage and networks, single sign-on with multi-factor authentication and least-privilege roles are configured before you receive the keys.',
      },
    ] satisfies TitleBody[],
  },
  features: {
    title: 'Platform features',
    intro: 'Select a feature for the details, including where a certification is still in progress.',
    cards: [
      {
        title: 'Containerized Services',
        summary: 'Control-plane services in containers: upgraded one at a time and rolled back in minutes.',
        details: {
          paragraphs: [
            'Compute, networking, storage, identity and the dashboard each run in their own container from a pinned, vulnerability-scanned image. An upgrade replaces one service at a time and keeps the previous image ready, so a bad release is undone in minutes.',
            'New servers are discovered, imaged, hardened and added to the cloud automatically, so capacity arrives without a ticket queue.',
          ],
          pointsTitle: 'What you get',
          points: ['Routine, reversible upgrades', 'Scanned, signed images for every service', 'Automated provisioning of new capacity'],
        },
      },
      {
        title: 'GitOps-Native Management',
        summary: 'Every infrastructure change is a reviewed pull request with a permanent record.',
        details: {
          paragraphs: [
            'Projects, networks, quotas and service settings are declared in Git. The platform applies what is merged and reports any drift, and a revert restores the previous state.',
            'Auditors asking how a production change was approved get a link to the pull request, its reviewers and its timestamp.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Four-eyes review on every change',
            'A complete change history for auditors',
            'Reproducible environments for test and disaster recovery',
          ],
        },
      },
      {
        title: 'Ceph-Backed Resilience',
        summary: 'Replicated block, object and file storage that heals itself after a disk or server failure.',
        details: {
          paragraphs: [
            'Data is replicated across servers and racks on Ceph. When hardware fails, the missing copies are rebuilt automatically while applications keep running.',
            'Encryption at rest, snapshots and replication to a second site cover backup and disaster-recovery requirements without a separate storage array.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Self-healing replication',
            'Block, object and shared file storage from one cluster',
            'Encrypted snapshots and cross-site replicas',
          ],
        },
      },
      {
        title: 'AI-Optimized Infrastructure',
        summary: 'GPU-ready compute and Kubernetes for training, inference and data pipelines on hardware you control.',
        details: {
          paragraphs: [
            'Pass GPUs through to virtual machines or schedule them from Kubernetes, with fast local and Ceph-backed storage for training data.',
            'Models and the data they learn from stay inside your boundary, which matters when that data is patient records, cardholder data or customer content.',
          ],
          pointsTitle: 'What you get',
          points: [
            'GPU nodes for virtual machines and Kubernetes',
            'Training data kept on infrastructure you own',
            'Predictable cost for steady AI workloads',
          ],
        },
      },
      {
        title: 'PCI-DSS Compliance',
        summary: 'Segmentation, encryption and logging designed to narrow the scope of your cardholder-data environment.',
        details: {
          paragraphs: [
            'Our own PCI-DSS assessment is in progress. The technical controls the standard asks of your infrastructure are available today: isolated tenant networks for the cardholder-data environment, encryption in transit and at rest, and centralised, tamper-evident logs.',
            'Control mappings show your assessor which requirements the platform meets and which remain yours.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Network segmentation templates for the cardholder-data environment',
            'Encryption with keys you control',
            'Log retention that meets the standard',
          ],
        },
      },
      {
        title: 'SOC 2 & ISO 27001',
        summary: 'Controls and evidence exports mapped to the SOC 2 criteria and ISO 27001 Annex A.',
        details: {
          paragraphs: [
            'Our SOC 2 report and ISO 27001 certification are in progress. The platform already records the evidence both audits sample: access reviews, change approvals, vulnerability scans and incident logs.',
            'Exports arrive organised by control, so preparing for fieldwork takes days rather than weeks of screenshot gathering.',
          ],
          pointsTitle: 'What you get',
          points: [
            'Evidence exports organised by control',
            'Continuous checks that flag gaps early',
            'Answers for customer security questionnaires',
          ],
        },
      },
    ] satisfies PrivateCloudFeature[],
  },
  caseStudies: {
    title: 'Case studies',
    intro: 'Three representative deployments, told as the problem each team brought and how the platform answered it.',
    items: [
      {
        sector: 'Healthcare',
        challenge:
          'A hospital network wanted to run its imaging archive and clinical analytics close to the data, keep protected health information on infrastructure it controls, and show its HIPAA safeguards on request.',
        approach:
          'Encrypted Ceph storage and GPU nodes run in its own data centres, and every access is logged to the audit trail its compliance team already reviews.',
      },
      {
        sector: 'Finance',
        challenge: 'A payments processor needed to leave a licence-heavy virtualisation estate without widening its PCI-DSS scope.',
        approach:
          'Segmented tenant networks keep the cardholder-data environment apart from everything else, and GitOps change records replace the spreadsheet its assessor used to sample.',
      },
      {
        sector: 'Enterprise SaaS',
        challenge:
          'A SaaS provider selling to large enterprises was asked for SOC 2 and ISO 27001 evidence in every security questionnaire.',
        approach:
          "With the controls built into its platform, it answers from standard exports instead of rebuilding evidence for each customer, and keeps each tenant's data in the region its contract names.",
      },
    ] satisfies CaseStudy[],
  },
  compliance: {
    title: 'Compliance, built in',
    intro: 'The platform does the groundwork that audits are made of, so your team spends its time on the controls only it can own.',
    lists: [
      {
        title: 'What We Provide',
        items: [
          'Encryption at rest and in transit, with keys you control',
          'Network segmentation templates for cardholder-data and PHI environments',
          'Centralised audit logs with tamper-evident retention',
          'Control mappings for HIPAA, PCI-DSS, SOC 2 and ISO 27001',
          'Evidence exports: access reviews, change history and vulnerability scans',
        ],
      },
      {
        title: 'What You Achieve Faster',
        items: [
          'Audit readiness without a separate tooling project',
          'Shorter assessor fieldwork, because the evidence is already organised',
          'Security questionnaires answered from standard exports',
          'Lower certification cost, with fewer controls to build yourself',
          'Confidence that every production change is a change on record',
        ],
      },
    ] satisfies TitledList[],
    badges: {
      title: 'Frameworks and their status',
      items: [
        { label: 'HIPAA', status: 'in-place' },
        { label: 'PCI-DSS', status: 'in-progress' },
        { label: 'SOC 2', status: 'in-progress' },
        { label: 'ISO 27001', status: 'in-progress' },
        { label: 'GDPR', status: 'in-place' },
        { label: 'CCPA', status: 'in-place' },
      ] satisfies ComplianceBadge[],
      note: 'Dimmed badges mark certifications still in progress; the platform controls behind them are available today.',
    },
  },
  journey: {
    title: 'Compliance Journey',
    intro: 'Three steps from a new environment to a certificate on the wall.',
    steps: [
      {
        title: 'Built-in controls',
        body: 'Start on a platform where encryption, segmentation, logging and access control are already configured and documented.',
      },
      {
        title: 'Audit readiness tools',
        body: 'Use control mappings, evidence exports and continuous checks to find the gaps before an assessor does.',
      },
      {
        title: 'Faster, cheaper certification',
        body: 'Walk into the audit with organised evidence, shorter fieldwork and fewer controls left to build.',
      },
    ] satisfies TitleBody[],
  },
  cta: {
    title: 'Bring us your next audit',
    body: 'Tell us which frameworks you answer to and when your next assessment is due. Our enterprise team will show you what the platform covers and what stays with you.',
    ctas: [{ label: 'Contact Our Enterprise Team', href: '/contact' }],
  } satisfies CtaBandContent,
};
