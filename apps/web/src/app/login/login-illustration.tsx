/** A service station at dusk, drawn for the login page (credited in its footer). */
export function LoginIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 320" role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id="li-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b6f7f" />
          <stop offset="1" stopColor="#3ca5b4" />
        </linearGradient>
        <linearGradient id="li-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#063d48" />
          <stop offset="1" stopColor="#052f37" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="480" height="320" rx="24" fill="url(#li-sky)" />
      <circle cx="378" cy="92" r="38" fill="#ffca64" opacity="0.95" />
      <circle cx="378" cy="92" r="58" fill="#ffca64" opacity="0.18" />
      <path
        d="M0 210 C70 170 130 190 200 176 C270 162 330 188 400 170 C440 160 470 168 480 172 V320 H0 Z"
        fill="#0b5563"
        opacity="0.55"
      />
      <path d="M0 230 C90 206 170 222 250 210 C330 198 410 214 480 204 V320 H0 Z" fill="#0b5563" />
      <rect x="0" y="252" width="480" height="68" fill="url(#li-road)" />
      <g fill="#ffffff" opacity="0.55">
        <rect x="24" y="284" width="44" height="5" rx="2.5" />
        <rect x="112" y="284" width="44" height="5" rx="2.5" />
        <rect x="200" y="284" width="44" height="5" rx="2.5" />
        <rect x="288" y="284" width="44" height="5" rx="2.5" />
        <rect x="376" y="284" width="44" height="5" rx="2.5" />
      </g>
      <rect x="70" y="120" width="250" height="22" rx="6" fill="#ffffff" />
      <rect x="70" y="136" width="250" height="6" fill="#ffab09" />
      <rect x="96" y="142" width="8" height="112" fill="#e7f5f7" />
      <rect x="286" y="142" width="8" height="112" fill="#e7f5f7" />
      <g>
        <rect x="150" y="186" width="34" height="66" rx="6" fill="#ffffff" />
        <rect x="157" y="194" width="20" height="14" rx="3" fill="#0b6f7f" />
        <rect x="157" y="214" width="20" height="5" rx="2" fill="#cce8ec" />
        <path d="M184 206 h10 v30" stroke="#ffffff" strokeWidth="4" fill="none" strokeLinecap="round" />
        <rect x="212" y="186" width="34" height="66" rx="6" fill="#ffffff" />
        <rect x="219" y="194" width="20" height="14" rx="3" fill="#0b6f7f" />
        <rect x="219" y="214" width="20" height="5" rx="2" fill="#cce8ec" />
        <path d="M246 206 h10 v30" stroke="#ffffff" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
      <g>
        <rect x="350" y="150" width="70" height="104" rx="8" fill="#ffffff" />
        <rect x="360" y="162" width="50" height="26" rx="4" fill="#063d48" />
        <text
          x="385"
          y="180"
          textAnchor="middle"
          fontSize="13"
          fontFamily="Inter Variable, sans-serif"
          fontWeight="700"
          fill="#ffca64"
        >
          1,589
        </text>
        <rect x="360" y="198" width="50" height="8" rx="3" fill="#cce8ec" />
        <rect x="360" y="212" width="34" height="8" rx="3" fill="#cce8ec" />
      </g>
      <g transform="translate(300 222)">
        <rect x="0" y="6" width="96" height="26" rx="10" fill="#ffab09" />
        <path d="M14 6 L30 -12 H68 L84 6 Z" fill="#ffab09" />
        <path d="M34 -7 H52 V5 H24 Z M56 -7 H66 L76 5 H56 Z" fill="#fff8e1" opacity="0.9" />
        <circle cx="22" cy="34" r="10" fill="#063d48" />
        <circle cx="22" cy="34" r="4" fill="#cce8ec" />
        <circle cx="76" cy="34" r="10" fill="#063d48" />
        <circle cx="76" cy="34" r="4" fill="#cce8ec" />
      </g>
      <g transform="translate(36 60)" opacity="0.9">
        <circle cx="0" cy="0" r="18" fill="#ffffff" opacity="0.16" />
        <path
          d="m-8 0 6 6 11-12"
          stroke="#ffffff"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
