import type { ImageAsset } from './types';

/** A partner shown in the home page carousel: a logo image and an external URL. */
export type Partner = {
  name: string;
  /** The partner's own site; opens in a new tab. */
  href: string;
  logo: ImageAsset;
};

const logo = (file: string, name: string): ImageAsset => ({
  src: `/images/partners/${file}.svg`,
  alt: name,
  width: 240,
  height: 120,
});

/**
 * Sample partners: neutral, made-up names on reserved .example domains with wordmarks drawn for this site.
 * A deployer replaces this list (and the SVGs in public/images/partners/) with its real partners.
 */
export const partners = [
  { name: 'Ironbark Servers', href: 'https://www.ironbark-servers.example', logo: logo('ironbark-servers', 'Ironbark Servers') },
  { name: 'Meridian Fabric', href: 'https://www.meridian-fabric.example', logo: logo('meridian-fabric', 'Meridian Fabric') },
  { name: 'Cobalt Relay', href: 'https://www.cobalt-relay.example', logo: logo('cobalt-relay', 'Cobalt Relay') },
  { name: 'Tallgrass Security', href: 'https://www.tallgrass-security.example', logo: logo('tallgrass-security', 'Tallgrass Security') },
  {
    name: 'Lodestar Integrators',
    href: 'https://www.lodestar-integrators.example',
    logo: logo('lodestar-integrators', 'Lodestar Integrators'),
  },
] as const satisfies readonly Partner[];
