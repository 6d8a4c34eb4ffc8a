/**
 * What search engines read about the site: its public pages (SPEC §2), robots.txt and the sitemap for the
 * origin that serves them (a sitemap lists absolute URLs of its own host, so both are rendered per request,
 * by the local server and by the CloudFront function in lib/spa-rewrite.ts), and the structured data
 * (JSON-LD) of the company and its two services that the build writes into the prerendered home page.
 */
import { APPEAL_PRICES, APPEAL_TYPES } from './appeal';
import { BRAND, POSTAL_ADDRESS, SERVICES } from './brand';

/** The pages anyone may read and search engines may list; frontend/src/lib/paths.ts spreads them. */
export const PUBLIC_PAGES = {
  home: '/',
  howItWorks: '/como-funciona',
  infractions: '/recursos',
  contact: '/contato',
  terms: '/termos',
  privacy: '/privacidade',
} as const;

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** Crawlers may read everything; the sitemap says which pages are worth listing. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const sitemapXml = (origin: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Object.values(PUBLIC_PAGES).map((path) => `  <url><loc>${xmlText(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** The texts served at fixed paths beside the web app, each rendered for the origin that serves it. */
export const SITE_FILES: Readonly<Record<string, { contentType: string; render(origin: string): string }>> = {
  [ROBOTS_PATH]: { contentType: 'text/plain; charset=utf-8', render: robotsTxt },
  [SITEMAP_PATH]: { contentType: 'application/xml; charset=utf-8', render: sitemapXml },
};

/**
 * A Host header that may be written into robots.txt and the sitemap: a plain host name or address with an
 * optional port; anything else (empty, a path, markup) is refused.
 */
export const PLAIN_HOST = /^[a-z0-9.-]+(:[0-9]{1,5})?$/i;

const ORGANIZATION_ID = '/#organizacao';

/**
 * schema.org JSON-LD for the home page: the organisation (name, tax number, contacts, address) and its two
 * services as products with their fixed prices in BRL. URLs are relative: JSON-LD resolves them against the
 * page, so one build serves every host (local, *.cloudfront.net, the custom domain).
 */
export function structuredData(): Record<string, unknown> {
  const telephone = `+${BRAND.whatsappNumber}`;
  const organization = {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: BRAND.companyName,
    description: `${BRAND.companyName}: ${BRAND.tagline}. Recursos de multas e de suspensão de CNH.`,
    url: PUBLIC_PAGES.home,
    logo: '/favicon.svg',
    taxID: BRAND.taxNumber.replace(/^CNPJ\s*/, ''),
    email: BRAND.email,
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: POSTAL_ADDRESS.street,
      addressLocality: POSTAL_ADDRESS.city,
      addressRegion: POSTAL_ADDRESS.state,
      postalCode: POSTAL_ADDRESS.postalCode,
      addressCountry: 'BR',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      email: BRAND.email,
      availableLanguage: 'pt-BR',
    },
  };
  const products = APPEAL_TYPES.map((type) => ({
    '@type': 'Product',
    name: SERVICES[type].name,
    description: `${SERVICES[type].features.join('. ')}.`,
    brand: { '@id': ORGANIZATION_ID },
    offers: {
      '@type': 'Offer',
      price: APPEAL_PRICES[type].toFixed(2),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: PUBLIC_PAGES.home,
      seller: { '@id': ORGANIZATION_ID },
    },
  }));
  return { '@context': 'https://schema.org', '@graph': [organization, ...products] };
}

/** The JSON-LD as a data block for the page head; `<` is escaped so no text can close the element. */
export const structuredDataScript = (): string =>
  `<script type="application/ld+json">${JSON.stringify(structuredData()).replace(/</g, '\\u003c')}</script>`;
