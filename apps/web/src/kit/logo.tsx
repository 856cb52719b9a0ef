import { useId } from 'react';

interface LogoProps {
  size?: number;
  /** Light version for dark backgrounds. */
  inverted?: boolean;
  title?: string;
}

/** The product mark: a fuel drop with an authorisation tick. */
export function Logo({ size = 36, inverted = false, title }: LogoProps) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={inverted ? '#ffffff' : '#0f879a'} />
          <stop offset="1" stopColor={inverted ? '#cce8ec' : '#0b5563'} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M32 11c-8.5 11.5-14 19-14 26.5a14 14 0 0 0 28 0C46 30 40.5 22.5 32 11z"
        fill={inverted ? '#0b5563' : '#fff'}
      />
      <path
        d="m25.5 37.5 5 5 8.5-10.5"
        fill="none"
        stroke="#ffab09"
        strokeWidth="4.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
