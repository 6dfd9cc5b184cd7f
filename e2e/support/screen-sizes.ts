/** The two sizes every screen is checked and pictured at: a laptop's window and a phone's. */
export const SCREEN_SIZES = [
  { name: 'desktop', label: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: 'phone', label: '390x844', viewport: { width: 390, height: 844 } },
] as const;
