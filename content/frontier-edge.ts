import { DATASHEET_PATH, edgeCtas, fleetEdgeVariants } from './edge';
import { site } from './site';
import type { ImageAsset, PageMeta, TitleBody } from './types';

type Step = TitleBody;

export type FrontierEdgeContent = {
  meta: PageMeta;
  /** The product's name as printed on the datasheet. */
  productName: string;
  hero: { eyebrow: string; title: string; lead: string; ctas: typeof edgeCtas };
  /** The node illustration beside the hero text; it enlarges in the shared overlay. */
  node: ImageAsset & { caption: string };
  overview: { title: string; paragraphs: readonly string[] };
  factsTitle: string;
  /** Key facts, shown as a definition list and printed on the datasheet. */
  facts: readonly { term: string; detail: string }[];
  benefits: { title: string; items: readonly [TitleBody, TitleBody, TitleBody] };
  howItWorks: { title: string; intro: string; steps: readonly [Step, Step, Step, Step, Step, Step, Step] };
  variants: { title: string; intro: string; items: typeof fleetEdgeVariants };
  datasheet: { href: string; fileName: string; revised: string; contact: string };
};

export const frontierEdgePage = {
  meta: {
    title: 'Frontier Edge',
    description:
      'Frontier Edge: a rugged ARM64 edge node with Kubernetes deployed via Cluster API, for constrained and disconnected environments.',
    path: '/frontier-edge',
  },
  productName: 'Frontier Edge',
  hero: {
    eyebrow: 'Frontier Edge',
    title: 'Secure Kubernetes at the disconnected edge',
    lead: 'A rugged ARM64 edge node that provisions itself in minutes, deploys Kubernetes through Cluster API and keeps running when the link to headquarters does not.',
    ctas: edgeCtas,
  },
  node: {
    src: '/images/frontier-edge/node.svg',
    alt: 'Illustration of the Frontier Edge node: a sealed, finned ARM64 enclosure with status lights, two network ports, a management port and a DC power input.',
    caption: 'The Frontier Edge node: a sealed, fanless ARM64 enclosure built for vehicles, vessels and aircraft.',
    width: 960,
    height: 640,
  },
  overview: {
    title: 'A rugged node, managed like the rest of your fleet',
    paragraphs: [
      'Frontier Edge pairs a rugged ARM64 edge node with Kubernetes deployed through Cluster API, the same declarative lifecycle your platform team already uses in the data centre. Each node boots from a signed image, joins its management cluster whenever a link exists and keeps serving workloads when it does not.',
      'It is built for constrained and disconnected places — ships, forward vehicles, aircraft and remote sites — where power, bandwidth and hands-on support are scarce and the network cannot be trusted.',
    ],
  },
  factsTitle: 'At a glance',
  facts: [
    { term: 'Compute', detail: 'ARM64 (AArch64) processor in a sealed, fanless, conduction-cooled enclosure' },
    { term: 'Kubernetes', detail: 'Upstream Kubernetes, created and upgraded declaratively through Cluster API' },
    { term: 'Provisioning', detail: 'Zero-touch from a signed, hardened image: minutes from power-on to running workloads' },
    { term: 'Networking', detail: 'Default-deny firewall, segmented workload networks, encrypted traffic between nodes and to the core' },
    { term: 'Connectivity', detail: 'Satellite, cellular, line-of-sight radio or wired; full operation while disconnected' },
    { term: 'Lifecycle', detail: 'Staged, reversible upgrades of OS, Kubernetes and applications from one declarative spec' },
    { term: 'Variants', detail: 'FleetEdge Sea (maritime), FleetEdge Land (vehicles), FleetEdge Air (aircraft)' },
  ],
  benefits: {
    title: 'Why teams choose Frontier Edge',
    items: [
      {
        title: 'Keeps working without the link',
        body: 'Workloads, policy and identity stay on the node, so operations continue through outages, jamming and radio silence. When a link returns, the node reconciles with headquarters on its own.',
      },
      {
        title: 'Hardened from power-on',
        body: 'Secure boot from a signed image, a default-deny network and encrypted east-west traffic shrink the attack surface before the first workload lands.',
      },
      {
        title: 'One lifecycle from core to edge',
        body: 'Cluster API treats every node as a declarative cluster, so the team that runs your data-centre Kubernetes upgrades the edge with the same tools and the same audit trail.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'From the crate to a managed, hardened cluster in seven steps.',
    steps: [
      {
        title: 'Initial Setup',
        body: 'Mount the node, connect power and any uplink, and it boots a signed, hardened image. No keyboard, monitor or on-site engineer is needed.',
      },
      {
        title: 'Quick Kubernetes Bootstrapping',
        body: 'Cluster API brings up a conformant Kubernetes control plane and workers from a declarative cluster definition — the same way on every node.',
      },
      {
        title: 'Software Provisioning',
        body: 'Mission applications, add-ons and policies arrive from a GitOps repository or an offline bundle on removable media, and their signatures are checked before anything runs.',
      },
      {
        title: 'Network Excellence',
        body: 'Hardened networking is on by default: a default-deny firewall, segmented workload networks and encrypted traffic between nodes and back to the management cluster.',
      },
      {
        title: 'Monitor Manage Secure',
        body: 'Local dashboards show health and security posture on the node itself; whenever a link exists, metrics, logs and compliance findings flow to the central console.',
      },
      {
        title: 'Remote Connectivity Perfected',
        body: 'The node uses whatever link it has — satellite, cellular, line-of-sight radio or fibre — tolerates long gaps and resumes synchronisation where it stopped.',
      },
      {
        title: 'Life-cycle Maintenance Made Easy',
        body: 'OS, Kubernetes and application upgrades roll out as staged, reversible changes from one declarative spec, scheduled around mission windows.',
      },
    ],
  },
  variants: {
    title: 'One node, three theatres',
    intro: 'Frontier Edge ships in three variants, each tuned to the power, mounting and links of its platform.',
    items: fleetEdgeVariants,
  },
  datasheet: {
    href: DATASHEET_PATH,
    fileName: 'frontier-edge-datasheet.pdf',
    revised: '2026-11-01',
    contact: `${site.company.email} · ${site.company.phone}`,
  },
} as const satisfies FrontierEdgeContent;
