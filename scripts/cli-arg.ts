// The search scripts' one kind of flag: `--name value`, or the fallback when it is not given.
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
}
