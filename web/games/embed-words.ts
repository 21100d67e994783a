/** A widget attribute's list: words split on spaces and commas ("cellar, market moat"). */
export const words = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);
