/** Card names and our own short card texts in one language, by card id. */
export interface CardLocale {
  names: Readonly<Record<string, string>>;
  texts: Readonly<Record<string, string>>;
}
