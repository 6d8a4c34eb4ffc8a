/**
 * The few icons the home page's entry chunk needs, drawn in lucide's style (24 px grid, 2 px round
 * strokes). Everything else imports lucide-react per icon; these keep lucide's runtime out of the entry.
 */
import type { SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement> & { size?: number };

function Glyph({ size = 24, children, ...rest }: GlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Glyph>
);
export const CloseGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Glyph>
);
export const SearchGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Glyph>
);
export const ChatGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <path d="M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 21l2.1-5.4A8.5 8.5 0 1 1 21 11.5Z" />
  </Glyph>
);
export const ClockGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Glyph>
);
export const ShieldCheckGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <path d="M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </Glyph>
);
export const StarGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </Glyph>
);
export const BadgeCheckGlyph = (p: GlyphProps) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Glyph>
);
