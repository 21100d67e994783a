// `npm start`: install what is missing, build the web app, serve everything on
// http://localhost:8787 with wrangler dev (workerd + local Durable Object storage in
// .wrangler/state, which survives restarts), without wrangler's local trace store (wrangler-env.mjs).
import { spawn } from 'node:child_process';
import { bin, ensureDependencies, ensureNode22, root, run } from './runtime.mjs';
import { wranglerEnv } from './wrangler-env.mjs';

ensureNode22();
ensureDependencies();
run(bin('vite'), ['build', '--logLevel', 'warn']);
const port = process.env.PORT ?? '8787';
console.log(`\nKingdoms is starting on http://localhost:${port}\n`);
const child = spawn(bin('wrangler'), ['dev', '--port', port, '--persist-to', '.wrangler/state', '--show-interactive-dev-session=false'], {
  // Without wrangler's local trace store, telemetry and the request.cf download: see wrangler-env.mjs.
  stdio: 'inherit', cwd: root, env: wranglerEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
