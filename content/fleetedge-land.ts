import { docsUrl, edgeCtas, type FleetEdgeContent } from './edge';

export const fleetEdgeLandPage = {
  meta: {
    title: 'FleetEdge Land',
    description:
      'FleetEdge Land: vehicle-mounted Kubernetes on rugged ARM64 nodes that carry command applications to the forward edge and keep working when the backhaul drops.',
    path: '/fleetedge-land',
  },
  hero: {
    eyebrow: 'FleetEdge Land · Vehicles',
    title: 'FleetEdge Land: compute that moves with the convoy',
    lead: 'Vehicle-mounted nodes carry command applications to the forward edge and mesh over tactical radio when the backhaul drops.',
    ctas: edgeCtas,
  },
  explanation: {
    title: 'Command applications where the vehicles are',
    paragraphs: [
      'Forward units cannot wait on a round trip to a distant data centre. FleetEdge Land mounts a Frontier Edge node in each command or support vehicle, so mapping, logistics and sensor applications run on the move and stay available when the convoy leaves cellular coverage.',
      'Vehicles find each other over line-of-sight radio and share data across a local mesh. When a satellite or cellular backhaul is available, the lead vehicle reconciles the convoy with the management cluster at headquarters.',
    ],
  },
  diagram: {
    src: '/images/frontier-edge/fleetedge-land-topology.svg',
    alt: 'FleetEdge Land topology: a command vehicle and two support vehicles each carry a FleetEdge node and link to each other over a tactical radio mesh; the command vehicle reaches the headquarters management cluster over satellite or cellular backhaul, and a forward operating base connects over a wired link.',
    caption:
      'FleetEdge Land topology: a node in every vehicle, a tactical radio mesh between them, satellite or cellular backhaul to headquarters.',
    width: 1200,
    height: 720,
  },
  benefits: [
    {
      title: 'Operational when the backhaul is not',
      body: 'Applications and their data stay with the convoy, so planning and situational awareness continue through dead zones and jamming.',
    },
    {
      title: 'Fielded in minutes',
      body: 'A replacement node boots a signed image and rejoins its vehicle cluster without an engineer, keeping downtime to a swap and a power cycle.',
    },
    {
      title: 'Consistent from depot to field',
      body: 'The same Cluster API definitions run in the depot lab and in the vehicle, so what was tested is exactly what deploys.',
    },
  ],
  features: [
    {
      title: 'Tactical radio mesh',
      body: 'Nodes discover each other over line-of-sight radio and replicate shared data across the convoy, tolerating vehicles that come and go.',
      href: docsUrl('frontier-edge/land/radio-mesh'),
    },
    {
      title: 'Vehicle power management',
      body: 'Graceful shutdown on ignition-off and brown-out protection keep the file system and cluster state intact through engine starts.',
      href: docsUrl('frontier-edge/land/power-management'),
    },
    {
      title: 'Offline software bundles',
      body: 'Signed bundles on removable media update a convoy that has no network at all, with the same checks as an online rollout.',
      href: docsUrl('frontier-edge/land/offline-bundles'),
    },
    {
      title: 'Zeroisation on demand',
      body: 'A single authorised command wipes keys and encrypted storage if a vehicle is at risk of capture.',
      href: docsUrl('frontier-edge/land/zeroisation'),
    },
  ],
  technicalSpecifications:
    'Each FleetEdge Land node is an ARM64 Frontier Edge node in a sealed, fanless enclosure on a shock-isolated vehicle mount. It runs from a 12 V or 24 V vehicle supply with ignition sensing and hold-up for a clean shutdown, and offers two 1 GbE copper ports, one 10 GbE port and a separate management port. Storage is encrypted at rest and can be zeroised on command; supported links are tactical radio (IP), 4G/5G cellular, satellite and wired connections at a forward operating base.',
} as const satisfies FleetEdgeContent;
