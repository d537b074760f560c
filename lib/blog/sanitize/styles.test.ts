import { BLOCK_SAMPLES } from '@/test-support/blog-block-samples';
import { sanitizeHtml } from '.';

const styleOf = (html: string, selector = '[style]') => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host.querySelector(selector)?.getAttribute('style') ?? null;
};

describe('inline styles: what block layout needs is kept', () => {
  it.each([
    ['flex-basis:33.33%', 'flex-basis: 33.33%'],
    ['width: 310px', 'width: min(100%, 310px)'],
    ['max-width:640px', 'max-width: min(100%, 640px)'],
    ['height:48px', 'height: 48px'],
    ['min-height:320px', 'min-height: 320px'],
    ['padding-top:var(--wp--preset--spacing--30)', 'padding-top: var(--wp--preset--spacing--30)'],
    ['margin:0 auto', 'margin-top: 0px; margin-right: auto; margin-bottom: 0px; margin-left: auto'],
    ['object-position:40% 60%', 'object-position: 40% 60%'],
    ['aspect-ratio:16/9', 'aspect-ratio: 16/9'],
    ['grid-template-columns:auto 40%', 'grid-template-columns: auto 40%'],
    ['text-align:center', 'text-align: center'],
    ['font-weight:200;font-style:italic', 'font-style: italic; font-weight: 200'],
    ['color:#0d1b2a', 'color: rgb(13, 27, 42)'],
    [
      'background-image:url(https://granitepeak.files.wordpress.com/a.jpg)',
      'background-image: url("https://granitepeak.files.wordpress.com/a.jpg")',
    ],
    ['background-image:url(https://i0.wp.com/x.jpg)', 'background-image: url("https://i0.wp.com/x.jpg")'],
  ])('keeps %s', (declaration, kept) => {
    expect(styleOf(`<div style="${declaration}">x</div>`)).toBe(kept);
  });

  it('keeps the columns, cover and spacer of real block markup', () => {
    expect(styleOf(BLOCK_SAMPLES.columns)).toBe('flex-basis: 66.66%');
    expect(styleOf(BLOCK_SAMPLES.cover, '.wp-block-cover')).toBe('min-height: 320px');
    expect(styleOf(BLOCK_SAMPLES.spacer)).toBe('height: 48px');
  });
});

describe('inline styles: everything else is dropped', () => {
  it.each([
    'position:fixed;inset:0;z-index:9999',
    'transform:scale(40)',
    'filter:blur(4px)',
    'content:"x"',
    'background-image:url(https://evil.example/x.png)',
    'background-image:url(http://granitepeak.files.wordpress.com/a.jpg)',
    'background-image:url(https://files.wordpress.com.evil.example/a.jpg)',
    'background-image:url(javascript:alert(1))',
    'background-image:\\75 rl(https://evil.example/x.png)',
    'background:url(https://evil.example/x.png)',
    'width:expression(alert(1))',
    'behavior:url(x.htc)',
    '-moz-binding:url(https://evil.example/x.xml)',
    'color:#0d1b2a !important',
    'margin-top:-400px',
    'width:99999px',
    'min-height:5000px',
    'width:calc(100vw + 20px)',
    'po/**/sition:fixed',
    'width:1\\30 px',
    'color:red',
    'background-color:rgba(0, 0, 0, 0.5)',
  ])('drops %s', (declaration) => {
    expect(styleOf(`<div style="${declaration}">x</div>`, 'div')).toBeNull();
  });

  it('keeps the allowed declarations of a mixed attribute and drops the rest', () => {
    expect(styleOf('<div style="position:absolute;flex-basis:50%;z-index:2;top:0">x</div>')).toBe('flex-basis: 50%');
  });
});
