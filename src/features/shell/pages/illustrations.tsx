// Inline illustrations of the status pages: a few shapes each, so no image request (and they work
// offline). They draw in currentColor, which follows the colour mode.
const frame = { viewBox: '0 0 240 160', width: '100%', fill: 'none', xmlns: 'http://www.w3.org/2000/svg' };

/** A torn page with a question mark: the not-found error image. */
export function PageErrorImage() {
  return (
    <svg {...frame} role="img">
      <ellipse cx="120" cy="144" rx="84" ry="8" fill="currentColor" opacity="0.12" />
      <path
        d="M70 20h70l30 30v84a6 6 0 0 1-6 6H70a6 6 0 0 1-6-6V26a6 6 0 0 1 6-6Z"
        fill="currentColor"
        opacity="0.14"
      />
      <path
        d="M70 20h70l30 30v84a6 6 0 0 1-6 6H70a6 6 0 0 1-6-6V26a6 6 0 0 1 6-6Z"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M140 20v24a6 6 0 0 0 6 6h24" stroke="currentColor" strokeWidth="4" />
      <path d="M64 92l22-10 18 14 20-12 18 12 28-8" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M106 62a14 14 0 1 1 20 12c-4 2-6 5-6 9" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <circle cx="120" cy="112" r="3.5" fill="currentColor" />
    </svg>
  );
}

/** A wrench over a gear: maintenance. */
export function MaintenanceImage() {
  return (
    <svg {...frame} role="img">
      <ellipse cx="120" cy="144" rx="84" ry="8" fill="currentColor" opacity="0.12" />
      <circle cx="120" cy="76" r="44" fill="currentColor" opacity="0.14" />
      <circle cx="120" cy="76" r="18" stroke="currentColor" strokeWidth="5" />
      <path
        d="M120 32v14M120 106v14M76 76h14M150 76h14M89 45l10 10M141 97l10 10M89 107l10-10M141 55l10-10"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A cloud crossed out: offline. */
export function OfflineImage() {
  return (
    <svg {...frame} role="img">
      <ellipse cx="120" cy="144" rx="84" ry="8" fill="currentColor" opacity="0.12" />
      <path
        d="M78 112h84a26 26 0 0 0 2-52 36 36 0 0 0-68-8 28 28 0 0 0-18 60Z"
        fill="currentColor"
        fillOpacity="0.14"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M70 28l100 100" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** A rocket: coming soon. */
export function ComingSoonImage() {
  return (
    <svg {...frame} role="img">
      <ellipse cx="120" cy="144" rx="84" ry="8" fill="currentColor" opacity="0.12" />
      <path
        d="M120 18c22 16 30 42 26 74h-52c-4-32 4-58 26-74Z"
        fill="currentColor"
        fillOpacity="0.14"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="120" cy="58" r="10" stroke="currentColor" strokeWidth="4" />
      <path d="M94 80l-16 18 20 2M146 80l16 18-20 2" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M110 104l-4 22M120 104v28M130 104l4 22" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
