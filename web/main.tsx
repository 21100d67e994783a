import { render } from 'preact';
import { App } from './App.tsx';
import { lang, loadLanguage } from './i18n/index.ts';
import './styles.css';

// A reader of another language sees the page first in their own words, not English for a moment.
const draw = () => render(<App />, document.getElementById('app') as HTMLElement);
loadLanguage(lang.peek()).then(draw, draw);
