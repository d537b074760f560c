// Source of public/images/whycapi/cluster-api-architecture.svg: npx tsx art/cluster-api-architecture.ts
// Text sizes allow for wide fallback fonts: an SVG shown through <img> cannot use the page's web font.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const F = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const o: string[] = [];
const a = (s: string) => o.push(s);

function box(x: number, y: number, w: number, h: number, { fill = '#ffffff', stroke = '#cfd8e3', sw = 1.5, rx = 12 } = {}) {
  a(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"/>`);
}

function text(x: number, y: number, s: string, size = 14, weight = 400, fill = '#0d1b2a', anchor = 'start') {
  s = s.replaceAll('&', '&amp;');
  a(`<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`);
}

a(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="720" viewBox="0 0 1200 720" font-family="${F}">`);
a(
  '<defs>' +
    '<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="#44546a"/></marker>' +
    '<marker id="arrowTeal" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="#0e7c74"/></marker>' +
    '</defs>',
);
a('<rect width="1200" height="720" fill="#f4f6f9"/>');
text(40, 54, 'Cluster API architecture', 26, 750);
text(40, 82, 'One management cluster declares, creates, upgrades and repairs many workload clusters.', 16, 400, '#44546a');

// Left column: where the desired state and the images come from, each a card with an icon, a title and three lines.
type SourceCard = { y: number; height: number; colour: string; icon: string; titleY: number; title: string; lines: string[] };

function sourceCard({ y, height, colour, icon, titleY, title, lines }: SourceCard) {
  box(40, y, 240, height, { stroke: colour, sw: 2 });
  a(icon);
  text(60, titleY, title, 16, 700);
  lines.forEach((line, i) => text(60, titleY + 28 + i * 22, line, 13.5, 400, '#44546a'));
}
sourceCard({
  y: 130,
  height: 220,
  colour: '#0b5cad',
  icon:
    '<g fill="none" stroke="#0b5cad" stroke-width="2.5" stroke-linecap="round">' +
    '<circle cx="66" cy="158" r="6"/><circle cx="66" cy="194" r="6"/><circle cx="94" cy="170" r="6"/>' +
    '<path d="M66 164v24M66 184c0-8 22-6 26-8"/></g>',
  titleY: 234,
  title: 'Desired state in Git',
  lines: ['Cluster, MachineDeployment', 'and provider objects as', 'YAML, reviewed like code.'],
});
sourceCard({
  y: 400,
  height: 210,
  colour: '#0e7c74',
  icon:
    '<g fill="none" stroke="#0e7c74" stroke-width="2.5">' +
    '<rect x="60" y="422" width="40" height="12" rx="3"/><rect x="60" y="438" width="40" height="12" rx="3"/>' +
    '<rect x="60" y="454" width="40" height="12" rx="3"/></g>',
  titleY: 500,
  title: 'Enclave registry',
  lines: ['Hardened node images,', 'containers and charts:', 'nothing from the internet.'],
});

a('<path d="M280 240H326" stroke="#44546a" stroke-width="2.5" fill="none" marker-end="url(#arrow)"/>');
text(303, 228, 'apply', 11, 650, '#44546a', 'middle');
a('<path d="M280 505H326" stroke="#0e7c74" stroke-width="2.5" fill="none" marker-end="url(#arrowTeal)"/>');
text(303, 493, 'images', 11, 650, '#0a5c56', 'middle');

// The management cluster.
const MX = 330;
const MW = 480;
box(MX, 110, MW, 570, { fill: '#e7f0fa', stroke: '#0b5cad', sw: 2.5, rx: 16 });
text(MX + 24, 146, 'Management cluster', 20, 750, '#0b5cad');
text(MX + 24, 168, 'A small Kubernetes cluster that runs the Cluster API controllers', 12.5, 400, '#44546a');
box(MX + 24, 186, MW - 48, 150, { fill: '#ffffff', stroke: '#0b5cad' });
text(MX + 44, 214, 'Cluster API core controllers', 16, 700);
const rows: [string[], number][] = [
  [['Cluster', 'Machine', 'MachineSet'], 232],
  [['MachineDeployment', 'MachineHealthCheck'], 280],
];
for (const [row, y] of rows) {
  let x = MX + 44;
  for (const label of row) {
    const w = label.length * 8.6 + 26;
    a(`<rect x="${x}" y="${y}" width="${w.toFixed(0)}" height="32" rx="16" fill="#e7f0fa" stroke="#0b5cad" stroke-width="1.2"/>`);
    text(Math.round(x + w / 2), y + 21, label, 13, 650, '#0b5cad', 'middle');
    x += w + 12;
  }
}

const providers: [string, string[]][] = [
  ['Infrastructure', ['Creates VMs,', 'networks and', 'load balancers', 'on each platform']],
  ['Bootstrap', ['Turns a machine', 'into a node with', 'kubeadm and', 'cloud-init']],
  ['Control plane', ['Runs and', 'upgrades API', 'servers, etcd', 'and certificates']],
];
const pw = Math.floor((MW - 48 - 24) / 3);
providers.forEach(([title, lines], i) => {
  const x = MX + 24 + i * (pw + 12);
  box(x, 356, pw, 210, { stroke: '#0e7c74' });
  text(x + 14, 384, title, 14, 700);
  text(x + 14, 402, 'provider', 14, 700);
  lines.forEach((line, j) => text(x + 14, 434 + j * 21, line, 12.5, 400, '#44546a'));
});

box(MX + 24, 586, MW - 48, 70, { fill: '#0d1b2a', stroke: '#0d1b2a' });
a(
  `<g fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" transform="translate(${MX + 44} 602)">` +
    '<path d="M20 5a14 14 0 1 0 8 10"/><path d="M14 1l7 4-4 7"/></g>',
);
text(MX + 90, 614, 'Reconcile loop', 15, 700, '#ffffff');
text(MX + 90, 636, 'Compare desired and actual state, then act.', 12.5, 400, '#b9c6d6');

// Workload clusters, each on a different kind of infrastructure.
const WX = 870;
text(WX, 122, 'Created, upgraded and repaired', 12.5, 650, '#44546a');
const clusters: [string, number, number, number][] = [
  ['Data centre, managed OpenStack', 3, 4, 136],
  ['Government cloud region', 3, 3, 324],
  ['Rugged ARM64 edge node', 1, 1, 512],
];
for (const [sub, cp, wk, y] of clusters) {
  box(WX, y, 290, 160, { stroke: '#44546a' });
  text(WX + 20, y + 30, 'Workload cluster', 16, 700);
  text(WX + 20, y + 52, sub, 13, 400, '#44546a');
  let nx = WX + 20;
  for (let n = 0; n < cp; n += 1) {
    a(`<rect x="${nx}" y="${y + 74}" width="28" height="28" rx="5" fill="#0b5cad"/>`);
    nx += 34;
  }
  nx += 10;
  for (let n = 0; n < wk; n += 1) {
    a(`<rect x="${nx}" y="${y + 74}" width="28" height="28" rx="5" fill="#0e7c74"/>`);
    nx += 34;
  }
  const plural = wk !== 1 ? 's' : '';
  text(WX + 20, y + 134, `${cp} control plane, ${wk} worker${plural}`, 12.5, 500, '#44546a');
  a(`<path d="M810 ${y + 80}H866" stroke="#44546a" stroke-width="2.5" fill="none" marker-end="url(#arrow)"/>`);
}

// Legend bottom left: the page's 'Click to enlarge' hint sits over the bottom-right corner.
a('<rect x="40" y="650" width="14" height="14" rx="3" fill="#0b5cad"/>');
text(60, 662, 'control plane node', 12.5, 500, '#44546a');
a('<rect x="40" y="674" width="14" height="14" rx="3" fill="#0e7c74"/>');
text(60, 686, 'worker node', 12.5, 500, '#44546a');
a('</svg>');

writeFileSync(join(__dirname, '../public/images/whycapi/cluster-api-architecture.svg'), o.join('\n') + '\n');
