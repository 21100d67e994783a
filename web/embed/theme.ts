// The widget's look: light, dark or the visitor's system setting, plus any CSS custom properties
// the host passes (data-style-accent="#c0392b" sets --accent). The site's colours are
// light-dark() pairs, so choosing the colour scheme is all a theme needs to do.
import type { Theme } from './protocol.ts';

let applied: string[] = [];

export function applyTheme(theme: Theme, style: Record<string, string>): void {
  const root = document.documentElement;
  if (theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const name of applied) root.style.removeProperty(`--${name}`);
  applied = Object.keys(style);
  for (const [name, value] of Object.entries(style)) root.style.setProperty(`--${name}`, value);
  // A host's accent without a text colour for it: the text on accent buttons becomes black or
  // white, whichever reads better on that accent (WCAG contrast), not the theme's default.
  if (style.accent && !style['accent-text']) {
    root.style.setProperty('--accent-text', readableOn(style.accent));
    applied.push('accent-text');
  }
}

/** Relative luminance of a CSS colour as the browser resolves it (sRGB, WCAG 2 formula). */
function luminance(colour: string): number | null {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/[\d.]+/g)?.slice(0, 3).map(Number);
  probe.remove();
  if (!rgb || rgb.length < 3) return null;
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function readableOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  // Contrast with white is 1.05 / (l + 0.05), with black (l + 0.05) / 0.05: the larger wins.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
