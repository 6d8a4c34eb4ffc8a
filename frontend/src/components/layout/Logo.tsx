import { BRAND } from '@recurso/core/brand';

/** A shield with a check: the brand mark, inline so it costs no request. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 3 5 9v10c0 9.2 6.3 16.6 15 18.9 8.7-2.3 15-9.7 15-18.9V9L20 3Z" fill="#0B3D91" />
      <path d="M20 6.3 8 11.1V19c0 7.5 5 13.6 12 15.7V6.3Z" fill="#1452B8" />
      <path
        d="m13.5 20.2 4.6 4.6 8.6-9.2"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo, company name, tax number and the tagline (SPEC §1). */
export function BrandBlock({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand">
      <LogoMark size={compact ? 32 : 38} />
      <span className="brand__text">
        <span className="brand__name">{BRAND.companyName}</span>
        <span className="brand__meta">
          {BRAND.taxNumber} · {BRAND.tagline}
        </span>
      </span>
    </span>
  );
}
