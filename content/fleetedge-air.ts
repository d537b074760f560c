import { docsUrl, edgeCtas, type FleetEdgeContent } from './edge';

export const fleetEdgeAirPage = {
  meta: {
    title: 'FleetEdge Air',
    description:
      'FleetEdge Air: airborne Kubernetes on a rugged ARM64 node that processes sensor data in flight and synchronises with the ground station over a data link or after landing.',
    path: '/fleetedge-air',
  },
  hero: {
    eyebrow: 'FleetEdge Air · Aircraft',
    title: 'FleetEdge Air: mission computing in flight',
    lead: 'Airborne compute that processes sensor data in flight and synchronises with the ground station after landing or over a data link.',
    ctas: edgeCtas,
  },
  explanation: {
    title: 'Process the sensor data before it lands',
    paragraphs: [
      'Modern aircraft sensors produce far more data than any air-to-ground link can carry. FleetEdge Air places a Frontier Edge node on board, so imagery, radar and signals applications run in flight and send the crew and the ground only what matters.',
      'The node keeps mission software and models in a declared state. Small updates and alerts move over the data link during flight; recorded data and large upgrades transfer on the ground, where the hangar link reconciles the aircraft with its management cluster.',
    ],
  },
  diagram: {
    src: '/images/frontier-edge/fleetedge-air-topology.svg',
    alt: 'FleetEdge Air topology: on board the aircraft, electro-optical and infrared sensors, radar and the mission computer connect to a FleetEdge node; the node sends alerts to the ground station over an air-to-ground data link, and after landing synchronises recorded data and upgrades with the management cluster through the hangar link.',
    caption:
      'FleetEdge Air topology: sensors and mission computer on board, a data link to the ground station in flight, a hangar link after landing.',
    width: 1200,
    height: 720,
  },
  benefits: [
    {
      title: 'Answers during the sortie',
      body: 'Detection and tracking models run in flight, so the crew and the ground act on findings while the aircraft is still on station.',
    },
    {
      title: 'The data link carries results, not raw feeds',
      body: 'Only alerts, tracks and thumbnails go over the air; full-resolution recordings move on the ground at wired speed.',
    },
    {
      title: 'Turnaround without a software crew',
      body: 'Between sorties the node reconciles with its management cluster on its own, so updated models are on board before the next take-off.',
    },
  ],
  features: [
    {
      title: 'Sensor pipeline runtime',
      body: 'Containerised processing chains for imagery, radar and signals data, scheduled next to the sensors that feed them.',
      href: docsUrl('frontier-edge/air/sensor-pipelines'),
    },
    {
      title: 'Data-link aware messaging',
      body: 'Messages are prioritised and compressed for low-bandwidth air-to-ground links and retried when the link returns.',
      href: docsUrl('frontier-edge/air/data-link'),
    },
    {
      title: 'Post-flight synchronisation',
      body: 'On the ground, recordings offload and queued upgrades apply automatically over the hangar link before the next sortie.',
      href: docsUrl('frontier-edge/air/post-flight-sync'),
    },
    {
      title: 'Model and mission rollback',
      body: 'Every model and mission package is versioned, so the crew can return to the last known-good version in one step.',
      href: docsUrl('frontier-edge/air/rollback'),
    },
  ],
  technicalSpecifications:
    'FleetEdge Air uses an ARM64 Frontier Edge node in a compact, conduction-cooled enclosure for equipment-bay mounting. It runs from a 28 V DC aircraft supply, offers two 10 GbE ports for sensor and mission networks and a separate management port, and stores data on encrypted, removable solid-state media. Supported links are the aircraft’s IP data link in flight and a wired or wireless hangar link on the ground; a single node runs the full Kubernetes control plane and workers.',
} as const satisfies FleetEdgeContent;
