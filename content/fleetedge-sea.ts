import { docsUrl, edgeCtas, type FleetEdgeContent } from './edge';

export const fleetEdgeSeaPage = {
  meta: {
    title: 'FleetEdge Sea',
    description:
      'FleetEdge Sea: maritime edge computing with Kubernetes on rugged ARM64 nodes that keep ships operating through intermittent satellite links.',
    path: '/fleetedge-sea',
  },
  hero: {
    eyebrow: 'FleetEdge Sea · Maritime',
    title: 'FleetEdge Sea: maritime edge computing',
    lead: 'Ship-borne Kubernetes that keeps sensors, navigation analytics and crew services running between satellite passes.',
    ctas: edgeCtas,
  },
  explanation: {
    title: 'A data centre that fits below deck',
    paragraphs: [
      'A ship at sea may see a few hours of affordable satellite bandwidth a day. FleetEdge Sea puts a small Kubernetes cluster of Frontier Edge nodes on board, so radar and sonar feeds, engine telemetry and navigation analytics are processed where the data is produced instead of waiting for a link to shore.',
      'Nodes join the ship network behind a default-deny firewall. Logs, metrics and new application versions queue on board and move during the next satellite window, with the shore management cluster reconciling each vessel to its declared state.',
    ],
  },
  diagram: {
    src: '/images/frontier-edge/fleetedge-sea-topology.svg',
    alt: 'FleetEdge Sea topology: on board the ship, radar, sonar, engine telemetry and crew services connect through a segmented ship network to a three-node FleetEdge cluster; the cluster reaches the shore management cluster over a satellite link and, in port, over a pier-side wired link.',
    caption:
      'FleetEdge Sea topology: sensors and crew services on a segmented ship network, a three-node cluster on board, satellite and pier-side links to shore.',
    width: 1200,
    height: 720,
  },
  benefits: [
    {
      title: 'Decisions at sea, not after port',
      body: 'Sensor fusion and navigation analytics run on board, so watch officers see results in seconds instead of after the next satellite pass.',
    },
    {
      title: 'Bandwidth spent on what matters',
      body: 'Only summaries, alerts and signed updates cross the satellite link; raw data stays on the ship until the vessel is alongside.',
    },
    {
      title: 'A fleet managed from shore',
      body: 'Every vessel is a declared cluster in Cluster API, so one shore team patches, upgrades and audits the whole fleet on its own schedule.',
    },
  ],
  features: [
    {
      title: 'Satellite-aware synchronisation',
      body: 'Telemetry and updates queue on board and transfer in priority order during each satellite window, resuming after a dropped link.',
      href: docsUrl('frontier-edge/sea/satellite-sync'),
    },
    {
      title: 'Segmented ship networks',
      body: 'Combat, navigation, engineering and crew networks are separated by policy so one compromised segment cannot reach another.',
      href: docsUrl('frontier-edge/sea/network-segmentation'),
    },
    {
      title: 'Multi-node resilience',
      body: 'Three nodes in different compartments keep the control plane available if one space loses power or floods.',
      href: docsUrl('frontier-edge/sea/high-availability'),
    },
    {
      title: 'Pier-side bulk transfer',
      body: 'In port, the cluster switches to the wired pier link to offload recorded data and apply large upgrades at full speed.',
      href: docsUrl('frontier-edge/sea/port-operations'),
    },
  ],
  technicalSpecifications:
    'Each FleetEdge Sea node is an ARM64 Frontier Edge node in a sealed, fanless enclosure with a corrosion-resistant finish and bulkhead or rack mounting. It accepts the ship’s 24 V DC supply, offers two 10 GbE fibre ports and two 1 GbE copper ports for network segmentation, and a separate management port. Clusters run three nodes for control-plane redundancy; satellite, 4G/5G coastal and pier-side wired uplinks are supported, and storage is encrypted at rest.',
} as const satisfies FleetEdgeContent;
