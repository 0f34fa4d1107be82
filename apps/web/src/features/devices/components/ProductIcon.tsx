import type { ReactNode } from 'react';
import type { ProductKind } from '../keyReading.ts';

/** Line drawings of each kind of product (24 × 24, drawn in the text colour so they follow the theme). */
const DRAWINGS: Record<ProductKind, ReactNode> = {
  plug: (
    <>
      <rect x="6" y="8" width="12" height="9" rx="2.5" />
      <path d="M9.5 8V3.5M14.5 8V3.5M12 17v4" />
    </>
  ),
  thermometer: (
    <>
      <path d="M10 14.3V5a2 2 0 1 1 4 0v9.3a4 4 0 1 1-4 0Z" />
      <path d="M12 9.5v7" />
      <path d="M17 6h2.5M17 9.5h2.5" />
    </>
  ),
  door: (
    <>
      <path d="M4 21h16" />
      <path d="M6.5 21V4.5a1.5 1.5 0 0 1 1.5-1.5h8a1.5 1.5 0 0 1 1.5 1.5V21" />
      <circle cx="14.5" cy="12.5" r="1" />
    </>
  ),
  smoke: (
    <>
      <path d="M3 4h18" />
      <path d="M6 4v2.5a6 3.5 0 0 0 12 0V4" />
      <circle cx="12" cy="7" r="0.6" />
      <path d="M9.5 13.5c-1.2 1.3 1.2 2.2 0 3.5s1.2 2.2 0 3.5M14.5 13.5c-1.2 1.3 1.2 2.2 0 3.5s1.2 2.2 0 3.5" />
    </>
  ),
  pendant: (
    <>
      <path d="M8 3l4 6 4-6" />
      <circle cx="12" cy="15" r="6" />
      <circle cx="12" cy="15" r="2.5" />
    </>
  ),
  radar: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.2 8.2a5.4 5.4 0 0 0 0 7.6M15.8 8.2a5.4 5.4 0 0 1 0 7.6" />
      <path d="M5 5a9.9 9.9 0 0 0 0 14M19 5a9.9 9.9 0 0 1 0 14" />
    </>
  ),
  watch: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="3" />
      <path d="M9 6.5 9.8 3h4.4l.8 3.5M9 17.5l.8 3.5h4.4l.8-3.5" />
      <path d="M8.8 12.3h1.6l1-2 1.6 4 1-2h1.2" />
    </>
  ),
  gateway: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 16.5h.01M10.5 16.5h.01" />
      <path d="M12 13V9.5" />
      <path d="M9.2 7.2a4 4 0 0 1 5.6 0M6.7 4.7a7.5 7.5 0 0 1 10.6 0" />
    </>
  ),
  waterLeak: (
    <>
      <path d="M12 3c3.6 4.6 6 7.9 6 11a6 6 0 0 1-12 0c0-3.1 2.4-6.4 6-11Z" />
      <path d="M9.3 14.5a2.8 2.8 0 0 0 2.7 2.8" />
    </>
  ),
  camera: (
    <>
      <rect x="3" y="6.5" width="13" height="10" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
      <path d="M8 20.5h4M10 16.5v4" />
    </>
  ),
  light: (
    <>
      <path d="M9.5 18h5M10.5 21h3" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3Z" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
      <path d="M11 18.5h2" />
    </>
  ),
  other: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="2" />
      <path d="M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21" />
    </>
  ),
};

/** The drawing of a product's kind; decorative, since the card names the product in words. */
export function ProductIcon({ kind }: { kind: ProductKind }) {
  return (
    <svg
      className="dv-product-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-kind={kind}
    >
      {DRAWINGS[kind]}
    </svg>
  );
}
