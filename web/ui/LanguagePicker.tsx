import { LANG_NAMES, LANGS, lang, setLang, t, type Lang } from '../i18n/index.ts';

export function LanguagePicker() {
  return (
    <label class="lang-picker">
      <span class="visually-hidden">{t('lang.label')}</span>
      <select
        value={lang.value}
        data-testid="language"
        onChange={(event) => setLang((event.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGS.map((code) => <option key={code} value={code} lang={code}>{LANG_NAMES[code]}</option>)}
      </select>
    </label>
  );
}
