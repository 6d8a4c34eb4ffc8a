/** What search engines read (core/src/site.ts): robots.txt, the sitemap of the public pages, the JSON-LD. */
import {
  PLAIN_HOST,
  robotsTxt,
  SITE_FILES,
  sitemapXml,
  structuredData,
  structuredDataScript,
} from '@recurso/core/site';

const ORIGIN = 'https://app.recursocerto.com.br';

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap of the same origin', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('the sitemap', () => {
  it('lists the public pages of SPEC §2 as absolute URLs of the origin, and nothing behind a login', () => {
    const xml = sitemapXml(ORIGIN);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/como-funciona`,
      `${ORIGIN}/recursos`,
      `${ORIGIN}/contato`,
      `${ORIGIN}/termos`,
      `${ORIGIN}/privacidade`,
    ]);
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('http://a&b')).toContain('<loc>http://a&amp;b/</loc>');
  });

  it('is served with robots.txt at their fixed paths', () => {
    expect(Object.keys(SITE_FILES)).toEqual(['/robots.txt', '/sitemap.xml']);
    expect(SITE_FILES['/sitemap.xml']?.render(ORIGIN)).toBe(sitemapXml(ORIGIN));
  });

  it.each([
    ['localhost:3000', true],
    ['app.recursocerto.com.br', true],
    ['d111111abcdef8.cloudfront.net', true],
    ['', false],
    ['evil.com/x', false],
    ['a"b', false],
    ['host:99999999', false],
  ])('takes %j as a host to write into it: %s', (host, ok) => expect(PLAIN_HOST.test(host)).toBe(ok));
});

describe('structured data', () => {
  const graph = structuredData()['@graph'] as Record<string, unknown>[];

  it('describes the organisation with its brand values', () => {
    expect(structuredData()['@context']).toBe('https://schema.org');
    expect(graph[0]).toEqual({
      '@type': 'Organization',
      '@id': '/#organizacao',
      name: 'Recurso Certo',
      description:
        'Recurso Certo: consultoria e assessoria de trânsito. Recursos de multas e de suspensão de CNH.',
      url: '/',
      logo: '/favicon.svg',
      taxID: '45.723.174/0001-10',
      email: 'contato@recursocerto.com.br',
      telephone: '+551140001234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Paulista, 1000, sala 101',
        addressLocality: 'São Paulo',
        addressRegion: 'SP',
        postalCode: '01310-100',
        addressCountry: 'BR',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+551140001234',
        email: 'contato@recursocerto.com.br',
        availableLanguage: 'pt-BR',
      },
    });
  });

  it('offers the two services at their fixed prices in BRL, sold by the organisation', () => {
    expect(graph.slice(1)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Recurso de Multa',
        brand: { '@id': '/#organizacao' },
        offers: expect.objectContaining({
          price: '29.90',
          priceCurrency: 'BRL',
          seller: { '@id': '/#organizacao' },
        }),
      }),
      expect.objectContaining({
        '@type': 'Product',
        name: 'Recurso de Suspensão de CNH',
        offers: expect.objectContaining({ price: '499.90', priceCurrency: 'BRL' }),
      }),
    ]);
    expect(graph[1]?.description).toBe(
      'Defesa prévia ou recurso à JARI. Texto fundamentado no CTB e nas resoluções do CONTRAN. PDF pronto para assinar e protocolar.',
    );
  });

  it('is a data block no text can close', () => {
    const script = structuredDataScript();
    expect(script.startsWith('<script type="application/ld+json">{')).toBe(true);
    expect(script.endsWith('}</script>')).toBe(true);
    const json = script.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(structuredData());
  });
});
