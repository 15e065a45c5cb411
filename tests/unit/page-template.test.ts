import { describe, expect, it } from 'vitest';
import { fillTemplate, rendererDirOf } from '../../api/server/http/page-renderer';
import { serializeServerState } from '../../src/app/server-state';

const template = '<!doctype html><html lang="hy"><head><title>Tun</title></head><body><div id="root"></div></body></html>';
const page = { kind: 'page' as const, status: 200 as const, lang: 'ru', title: 'Поиск — Tun', markup: '<main>Квартиры</main>', state: '{"queries":{}}' };

describe('the server-rendered page in the app HTML', () => {
  it('puts the markup in #root, its data after it, and sets the language and the title', () => {
    const html = fillTemplate(template, page);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Поиск — Tun</title>');
    expect(html).toContain('<div id="root"><main>Квартиры</main></div><script type="application/json" id="tun-state">{"queries":{}}</script>');
  });

  it('escapes the title, so a property name cannot open a tag', () => {
    expect(fillTemplate(template, { ...page, title: 'A <script>alert(1)</script> & "b"' })).toContain('<title>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;b&quot;</title>');
  });

  it('keeps the template title when the screen set none, and takes `$` in the markup literally', () => {
    const html = fillTemplate(template, { ...page, title: undefined, markup: '<p>$& $1 $$</p>' });
    expect(html).toContain('<title>Tun</title>');
    expect(html).toContain('<p>$& $1 $$</p>');
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
