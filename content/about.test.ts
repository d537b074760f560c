import { aboutPage } from './about';

describe('about page content', () => {
  it('has exactly three product cards, linking to /vitro, /fkp and /day2apps in that order (the spec)', () => {
    expect(aboutPage.products.cards.map((card) => card.href)).toEqual(['/vitro', '/fkp', '/day2apps']);
  });
});
