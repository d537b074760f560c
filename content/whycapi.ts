import type { SimplePageContent } from './types';

export const whyCapiPage = {
  meta: {
    title: 'What is Cluster API and why it is useful',
    description: 'What Kubernetes Cluster API is, how management clusters, workload clusters and providers fit together, and why it matters for federal and regulated infrastructure.',
    path: '/whycapi',
  },
  hero: {
    eyebrow: 'Explainer',
    title: 'What is Cluster API and why it is useful',
    lead: "Cluster API is the Kubernetes project's own way to create, upgrade and retire Kubernetes clusters declaratively, with the same tools you use for applications.",
    ctas: [
      { label: 'Request a demo', href: '/contact' },
    ],
  },
  sections: [],
} satisfies SimplePageContent;
