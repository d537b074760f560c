import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FALLBACK_REDIRECT_SCRIPT } from '@/lib/blog/paths';
import { classifyInlineScript } from '@/lib/site/csp-inline';

describe('inline scripts the CSP pass may hash', () => {
  it('accepts the shapes Next writes into an exported page', () => {
    assert.equal(classifyInlineScript('(self.__next_f=self.__next_f||[]).push([0])'), 'next-flight-init');
    assert.equal(classifyInlineScript('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n3:I[22016,[],\\"\\"]\\n"])'), 'next-flight-data');
    assert.equal(classifyInlineScript('self.__next_f.push([2,null])'), 'next-flight-data');
    assert.equal(
      classifyInlineScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3eb3o6wgqsxt6.js"],"runtimeModuleIds":[94553]});',
      ),
      'turbopack-bootstrap',
    );
  });

  it('accepts our own 404 redirect script as the site renders it', () => {
    assert.equal(classifyInlineScript(FALLBACK_REDIRECT_SCRIPT), 'blog-fallback-redirect');
  });

  for (const [what, text] of [
    ['arbitrary code', 'alert(document.cookie)'],
    ['code after a payload push', 'self.__next_f.push([1,"x"]);alert(1)//)'],
    ['code inside a payload push', 'self.__next_f.push([1,alert(1)])'],
    ['a push of an object', 'self.__next_f.push({"a":1})'],
    ['code after the init line', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    [
      'a bootstrap loading a chunk from elsewhere',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
    ],
    [
      'a bootstrap with an extra key',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[],"x":1});',
    ],
    [
      'the redirect script sending visitors elsewhere',
      FALLBACK_REDIRECT_SCRIPT.replace(/location\.replace\('[^']*'/, "location.replace('//evil.example/'"),
    ],
    ['the redirect script with code added', `${FALLBACK_REDIRECT_SCRIPT};alert(1)`],
  ]) {
    it(`refuses ${what}`, () => {
      assert.equal(classifyInlineScript(text!), null);
    });
  }
});
