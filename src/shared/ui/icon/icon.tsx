// A small line-icon set (24 × 24, stroked with the current colour). Inline SVG, so icons show on every system,
// with or without an emoji font. Decorative: they are hidden from assistive technology; the label carries meaning.

const PATHS = {
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  chat: 'M4 5h16v11H8l-4 4z',
  megaphone: 'M3 10v4h4l8 5V5L7 10H3zM18 9a4 4 0 0 1 0 6',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M22 21c0-3-2-5-5-5',
  file: 'M6 2h9l5 5v15H6zM14 2v6h6',
  assistant: 'M7 7h10v10H7zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22c0-5 4-8 9-8s9 3 9 8',
  clipboard: 'M9 3h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h6',
  tasks: 'M4 4h16v16H4zM8 12l3 3 5-6',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  leaf: 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l8-8',
  tree: 'M5 3h4v4H5zM15 3h4v4h-4zM10 17h4v4h-4zM7 7v4h10V7M12 11v6',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  book: 'M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6',
  percent: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  rupee: 'M6 4h12M6 9h12M14 4a5 5 0 0 1 0 10H8l8 7',
  swap: 'M4 8h14l-4-4M20 16H6l4 4',
  phone: 'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-5-6-4-6-2s4 2 6 2zM12 9c2-5 6-4 6-2s-4 2-6 2z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  alert: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  compass: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM16 8l-2 6-6 2 2-6z',
  menu: 'M3 6h18M3 12h18M3 18h18',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
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
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
