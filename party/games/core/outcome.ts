import type { Checked, Outcome, RuleError } from './types.ts';

export const OK: Outcome = Object.freeze({ ok: true }) as Outcome;

export function fail(code: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

export function value<T>(v: T): Checked<T> {
  return { ok: true, value: v };
}
