import type { CtaBandContent, Hero, PageMeta, Screenshot, TitleBody } from './types';
import { rasterImage } from './raster-images';

/** One Day 2 add-on application and a line on what it does. */
export type AddOn = { name: string; purpose: string };

export const day2AppsPage = {
  meta: {
    title: 'Day 2 Ops',
    description:
      'Day 2 add-on applications for FKP clusters: observability dashboards, automated CIS-benchmark checks, network-management integration, security and cost management.',
    path: '/day2apps',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Day 2 Apps',
    title: 'Day 2 Ops',
    lead: 'Thirteen curated add-ons, deployed and configured from one grid, take a new cluster from running to production-ready: observability, compliance checks, networking, security and cost management.',
    ctas: [{ label: 'Explore Day 2 Solutions', href: '/contact' }],
  } satisfies Hero,
  themes: {
    title: 'What Day 2 covers',
    intro: 'Day 1 gets a cluster running. Everything after that is Day 2, and it is where most operations time goes.',
    items: [
      {
        title: 'Observability dashboards',
        body: 'Dashboards for clusters, nodes and workloads, wired to metrics from the moment an add-on is deployed.',
      },
      {
        title: 'Automated CIS-benchmark checks',
        body: 'Every cluster is checked against the CIS Kubernetes Benchmark on a schedule, and failures are reported before an auditor finds them.',
      },
      {
        title: 'Network-management integration',
        body: 'DNS, ingress and load-balancer controllers connect clusters to the network services you already run.',
      },
      {
        title: 'Security',
        body: 'Certificates renew themselves, images come from a scanned private registry and access goes through single sign-on.',
      },
      {
        title: 'Cost management',
        body: 'See what each namespace and team spends, while autoscalers keep node counts matched to demand.',
      },
    ] satisfies TitleBody[],
  },
  addOns: {
    title: 'The 13 add-on applications',
    intro:
      'Each add-on is a tested Helm release with values tuned for FKP clusters. Deploy any of them from the add-ons grid, and edit the values before it ships.',
    items: [
      {
        name: 'External-DNS',
        purpose: 'Creates and updates DNS records for services and ingresses, so new endpoints resolve without a ticket.',
      },
      {
        name: 'Keycloak',
        purpose:
          'Identity and access management: single sign-on and roles for cluster tools and your applications, federated with your directory.',
      },
      {
        name: 'Cert-Manager',
        purpose: 'Issues TLS certificates from your internal CA or an ACME service and renews them before they expire.',
      },
      { name: 'Harbor', purpose: 'A private container registry with vulnerability scanning, image signing and replication between sites.' },
      { name: 'Grafana', purpose: 'Metrics dashboards and alerts over cluster and application metrics, ready to use on install.' },
      { name: 'Argo CD', purpose: 'GitOps continuous delivery: applications stay in the state your Git repository declares.' },
      { name: 'Cluster Autoscaler', purpose: 'Adds nodes when pods cannot be scheduled and removes idle ones, within the limits you set.' },
      {
        name: 'Karpenter',
        purpose: 'Provisions right-sized nodes for pending workloads in seconds and consolidates them when demand drops.',
      },
      { name: 'Nginx', purpose: 'The NGINX ingress controller: routes HTTP and HTTPS traffic into the cluster and terminates TLS.' },
      {
        name: 'Velero',
        purpose: 'Backs up cluster resources and persistent volumes, and restores them or migrates them to another cluster.',
      },
      { name: 'ALB-Controller', purpose: 'Provisions cloud application load balancers for Kubernetes ingresses and services.' },
      { name: 'OpenCost', purpose: 'Allocates infrastructure cost to namespaces, workloads and teams, as it is incurred.' },
      {
        name: 'Storage-Class',
        purpose: 'Predefined storage classes that map persistent volumes to the right block, file or object storage.',
      },
    ] satisfies AddOn[],
  },
  screenshots: {
    title: 'See it in the operations UI',
    intro: 'Pick add-ons from the grid, review their Helm values, deploy. Select a screenshot to enlarge it.',
    items: [
      {
        ...rasterImage(
          'day2-addons-grid',
          'The add-ons grid for cluster prod-east-01: thirteen add-on tiles, each with its version, a status of Deployed, Available or Updating and a checkbox, with Karpenter, Velero and OpenCost selected and a Deploy selected button.',
        ),
        caption: 'Day 2 Add-ons Selection and Deployment Grid',
      },
      {
        ...rasterImage(
          'day2-helm-values',
          'The edit dialog for the Cert-Manager add-on: its Helm values as YAML with changed lines highlighted, a note that the values are valid, and Cancel, Validate and Save and deploy buttons.',
        ),
        caption: 'Helm Values Configuration Dialog for Add-on Editing',
      },
    ] satisfies Screenshot[],
  },
  cta: {
    title: 'Production-ready from day two',
    body: 'Tell us which clusters you run and which add-ons you need first, and we will show you the grid, the values and a deployment on a cluster like yours.',
    ctas: [{ label: 'Explore Day 2 Solutions', href: '/contact' }],
  } satisfies CtaBandContent,
};
