export declare const QUIET_WRANGLER_ENV: Readonly<Record<string, string>>;
export declare function wranglerEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
