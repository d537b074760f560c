import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { productCards, productsPage } from './products';

const publicFile = (src: string) => join(__dirname, '..', 'public', src);

describe('products overview content', () => {
  it('has exactly four products, with /day2apps third (fixed order)', () => {
    expect(productCards.map((p) => p.link)).toEqual(['/fkp', '/vitro', '/day2apps', '/frontier-edge']);
  });

  it('names every product with its trademark mark and gives each a long description', () => {
    for (const product of productCards) {
      expect(product.name).toMatch(/™$/);
      expect(product.description.length).toBeGreaterThan(300);
    }
  });

  it('uses images that exist, with alt text', () => {
    const images = [...productCards.map((p) => p.image), productsPage.diagram.image];
    for (const image of images) {
      expect(existsSync(publicFile(image.src))).toBe(true);
      expect(image.alt.length).toBeGreaterThan(20);
    }
    for (const item of productsPage.quickLook.items) expect(existsSync(publicFile(item.icon))).toBe(true);
  });

  it('has the four quick-look captions (fixed wording)', () => {
    expect(productsPage.quickLook.items.map((i) => i.title)).toEqual([
      'Rapid Deployment',
      'Ensuring Stability',
      'Establishing Security',
      'Rapid Return on Investment',
    ]);
  });
});
