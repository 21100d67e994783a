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
}
