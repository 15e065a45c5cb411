import { describe, expect, it } from 'vitest';
import { fillTemplate, rendererDirOf } from '../../api/server/http/page-renderer';
import { serializeServerState } from '../../src/app/server-state';

const template = '<!doctype html><html lang="hy"><head><meta name="description" content="Tun: homes." /><title>Tun</title></head><body><div id="root"></div></body></html>';
const page = { kind: 'page' as const, status: 200 as const, lang: 'ru', head: { title: 'Поиск — Tun' }, markup: '<main>Квартиры</main>', state: '{"queries":{}}' };

describe('the server-rendered page in the app HTML', () => {
  it('puts the markup in #root, its data after it, and sets the language and the title', () => {
    const html = fillTemplate(template, page);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Поиск — Tun</title>');
    expect(html).toContain('<div id="root"><main>Квартиры</main></div><script type="application/json" id="tun-state">{"queries":{}}</script>');
  });

  it('escapes the title, so a property name cannot open a tag', () => {
    expect(fillTemplate(template, { ...page, head: { title: 'A <script>alert(1)</script> & "b"' } })).toContain('<title>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;b&quot;</title>');
  });

  it('keeps the template title when the screen set none, and takes `$` in the markup literally', () => {
    const html = fillTemplate(template, { ...page, head: {}, markup: '<p>$& $1 $$</p>' });
    expect(html).toContain('<title>Tun</title>');
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it("gives every page its address in the three languages and an article its description and picture for link previews", () => {
    const article = { ...page, lang: 'en', head: { title: 'Down payment — Tun', description: 'How to save "10%" <fast>', image: '/api/media/articles/3.svg', type: 'article' as const } };
    const html = fillTemplate(template, article, '/en/blog/down-payment?utm=x', 'https://tun.am');
    expect(html).toContain('<meta name="description" content="How to save &quot;10%&quot; &lt;fast&gt;" />');
    expect(html).not.toContain('Tun: homes.');
    expect(html).toContain('<link rel="canonical" href="https://tun.am/en/blog/down-payment" />');
    for (const lang of ['hy', 'ru', 'en']) expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://tun.am/${lang}/blog/down-payment" />`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://tun.am/hy/blog/down-payment" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:title" content="Down payment — Tun" />');
    expect(html).toContain('<meta property="og:image" content="https://tun.am/api/media/articles/3.svg" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    // Another page keeps the template's description and is a website.
    const home = fillTemplate(template, { ...page, head: {} }, '/ru', 'https://tun.am');
    expect(home).toContain('Tun: homes.');
    expect(home).toContain('<meta property="og:type" content="website" />');
    expect(home).toContain('<link rel="alternate" hreflang="en" href="https://tun.am/en" />');
  });

  it('keeps the server bundle beside the public files, never among them', () => {
    expect(rendererDirOf('/srv/tun/dist')).toBe('/srv/tun/dist-server');
    expect(rendererDirOf('/srv/tun/dist/')).toBe('/srv/tun/dist-server');
  });

  it('hands the data over in a form no value can break out of', () => {
    const state = { queries: { mutations: [], queries: [{ queryKey: ['x'], queryHash: 'x', state: { data: '</script><script>alert(1)</script>' } }] } };
    const json = serializeServerState(state as never);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(state);
  });
});
