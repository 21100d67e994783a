import { t } from '../i18n/index.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Link } from './Link.tsx';
import { NameControl } from './NameControl.tsx';

export function Header() {
  return (
    <header class="site-header">
      <Link href="/" class="brand">
        <span class="brand-mark" aria-hidden="true">♜</span> <span class="brand-word">{t('app.name')}</span>
      </Link>
      <div class="header-tools">
        <NameControl />
        <LanguagePicker />
      </div>
    </header>
  );
}
