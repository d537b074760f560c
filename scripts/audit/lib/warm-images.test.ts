import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crossOriginImages } from './warm-images';

test("names every size of the first view's photos on other origins; no lazy photo, none of the site's own files", () => {
  const html = `<html><head>
    <link rel="preload" as="image" imagesrcset="https://cdn.example/a.jpg?w=400 400w, https://cdn.example/a.jpg?w=640 640w">
    <link rel="preload" as="font" href="https://fonts.example/f.woff2">
    </head><body>
    <img src="https://cdn.example/a.jpg?w=640" srcset="https://cdn.example/a.jpg?w=400 400w,https://cdn.example/a.jpg?w=800 800w">
    <picture><source srcset="https://cdn.example/b.jpg?w=320 1x"><img src="/images/logo.svg"></picture>
    <img src="http://localhost:3000/own.png">
    <img src="https://cdn.example/c.jpg?w=640" srcset="https://cdn.example/c.jpg?w=400 400w" loading="lazy">
    <picture><source srcset="https://cdn.example/d.jpg?w=320 1x"><img src="https://cdn.example/d.jpg" loading="lazy"></picture>
  </body></html>`;
  assert.deepEqual(crossOriginImages(html, 'http://localhost:3000/blog').sort(), [
    'https://cdn.example/a.jpg?w=400',
    'https://cdn.example/a.jpg?w=640',
    'https://cdn.example/a.jpg?w=800',
    'https://cdn.example/b.jpg?w=320',
  ]);
});
