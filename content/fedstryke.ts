import { site } from './site';
import type { Cta, CtaBandContent, PageMeta, Screenshot, TitleBody, TitledList } from './types';
import { rasterImage } from './raster-images';

type FaqItem = { id: string; question: string; answer: string };

export type FedstrykeContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; ctas: readonly [Cta, Cta] };
  why: { title: string; paragraphs: readonly string[] };
  whatItDoes: { title: string; intro: string; cards: readonly TitleBody[] };
  capabilities: { title: string; lists: readonly [TitledList, TitledList, TitledList] };
  screenshots: { title: string; intro: string; items: readonly [Screenshot, Screenshot, Screenshot] };
  faq: { title: string; items: readonly [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem] };
  finalCta: CtaBandContent & { ctas: readonly [Cta] };
};

export const fedstrykePage = {
  meta: {
    title: 'FedStryke contract search',
    description:
      'FedStryke: search federal contract awards by keyword, company, PSC, fiscal year and date ranges, and export exactly the table you see.',
    path: '/fedstryke',
  },
  hero: {
    eyebrow: 'FedStryke',
    title: 'Find the federal contracts that matter to you',
    lead: 'FedStryke searches federal contract awards by keyword, company, product or service code and dates, then exports exactly the table you filtered.',
    ctas: [
      { label: 'Open FedStryke', href: site.urls.fedstryke, external: true },
      { label: 'Book a 20-min Fit Check', href: '/contact' },
    ],
  },
  why: {
    title: 'Why FedStryke',
    paragraphs: [
      'Federal award data is public, but finding the handful of contracts that matter to a capture plan still means wrestling with general-purpose portals, cryptic codes and exports that never quite match what was on screen.',
      'FedStryke is a focused search tool for business-development and capture teams. Type what you know — a keyword, a competitor, a product or service code — and get a clean, newest-first table you can take straight into a pipeline review.',
    ],
  },
  whatItDoes: {
    title: 'What it does',
    intro: 'Seven search fields, one clear results table and an export you can trust.',
    cards: [
      {
        title: 'Search by what you know',
        body: 'Keyword, Company Name, PSC (a code such as D399, or its title), Product/Service Description, Fiscal Year, Date Signed and Award Completion. Combine as many as you like.',
      },
      {
        title: 'One field is enough',
        body: 'Fill in at least one field and search. Date ranges can be left open at either end: everything signed since October, or everything completing before September.',
      },
      {
        title: 'Newest contracts first',
        body: 'Results are sorted by Contract Fiscal Year, newest first, so current spending sits at the top of every search.',
      },
      {
        title: 'Every detail one click away',
        body: 'Expand any row to see the contractor, obligated amount, contract number, dates, NAICS and PSC codes, the awarding agency and the place of performance.',
      },
      {
        title: 'Export exactly what you see',
        body: 'One click saves a spreadsheet of exactly the filtered and sorted table on screen: the same rows, in the same order.',
      },
      {
        title: 'Quick to drive',
        body: 'Press Enter to search and Clear all to start over. Filters stay in view while you work through results, and the result count is always visible.',
      },
    ],
  },
  capabilities: {
    title: 'Core capabilities',
    lists: [
      {
        title: 'Search criteria',
        items: [
          'Keyword',
          'Company Name',
          'PSC code or title (for example D399)',
          'Product/Service Description',
          'Fiscal Year',
          'Date Signed range, open at either end',
          'Award Completion range, open at either end',
        ],
      },
      {
        title: 'In every expanded row',
        items: [
          'Contractor',
          'Obligated amount',
          'Contract number',
          'Date signed and award completion',
          'NAICS and PSC codes',
          'Awarding agency',
          'Place of performance',
        ],
      },
      {
        title: 'Workflow',
        items: [
          'Enter-to-search from any field',
          'Clear all resets every filter at once',
          'Sticky filters while you scroll the results',
          'Visible result count',
          'Results newest first by Contract Fiscal Year',
          'One-click spreadsheet export of the filtered, sorted table',
        ],
      },
    ],
  },
  screenshots: {
    title: 'See it in use',
    intro: 'Select a screenshot to enlarge it. The data shown is illustrative.',
    items: [
      {
        ...rasterImage(
          'fedstryke-search',
          'FedStryke search screen: a filter panel with Keyword set to cloud migration, PSC set to D399, Fiscal Year 2024 to 2026 and an open-ended Date Signed range, beside a results table headed 1,284 contracts match.',
        ),
        caption: 'Search filters: keyword, PSC and an open-ended date range, with the result count above the table.',
      },
      {
        ...rasterImage(
          'fedstryke-results',
          'FedStryke results table sorted by fiscal year, newest first, with the first row expanded to show contractor, obligated amount, contract number, dates signed and completed, NAICS and PSC codes, agency, place of performance and contract fiscal year.',
        ),
        caption: 'Results newest first, with one row expanded to show the full contract record.',
      },
      {
        ...rasterImage(
          'fedstryke-export',
          'FedStryke after a spreadsheet export: a confirmation panel reports 1,284 rows exported with the same filters and sort order as the table on screen, above a preview of the spreadsheet’s first rows.',
        ),
        caption: 'One-click export: the spreadsheet holds exactly the filtered, sorted table.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'data',
        question: 'What data does FedStryke search?',
        answer:
          'Publicly reported federal contract awards. Each record carries the contractor, obligated amount, contract number, date signed, award completion date, NAICS and PSC codes, awarding agency, place of performance and contract fiscal year.',
      },
      {
        id: 'fields',
        question: 'Do I have to fill in every search field?',
        answer:
          'No. At least one field is required and the rest are optional. Date ranges may be left open at either end, so "signed since 1 October" or "completing before 30 September" are both valid searches.',
      },
      {
        id: 'order',
        question: 'How are results ordered?',
        answer:
          'By Contract Fiscal Year, newest first, so the most recent awards are always at the top. The result count above the table tells you how many contracts matched.',
      },
      {
        id: 'export',
        question: 'What exactly does the export contain?',
        answer:
          'Exactly the table on screen: the same filters, the same rows and the same newest-first order, saved as a spreadsheet file in one click. Nothing is added or dropped between what you reviewed and what you share.',
      },
      {
        id: 'fit-check',
        question: 'What happens on the 20-minute Fit Check?',
        answer:
          'A short call with our team: we run searches for your agencies, codes and competitors together and help you judge whether FedStryke fits your capture process. Book it through the contact page.',
      },
    ],
  },
  finalCta: {
    title: 'Run your first search',
    body: 'FedStryke runs on its own site. Open it in a new tab, type one thing you know and see the matching contracts in seconds.',
    ctas: [{ label: 'Start searching on FedStryke', href: site.urls.fedstryke, external: true }],
  },
} as const satisfies FedstrykeContent;
