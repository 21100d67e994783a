// What embedding costs a host page: the size of embed.js, the one script a host site loads
// (target: at most 4 KiB gzipped).
import { gzipSync } from 'node:zlib';
import { buildLoader } from '../../web/embed/build-loader.ts';

export default async function run(): Promise<void> {
  const code = await buildLoader();
  const gzip = gzipSync(Buffer.from(code), { level: 9 }).length;
  console.log(`bench embed.loader-bytes ${Buffer.byteLength(code)} bytes`);
  console.log(`bench embed.loader-gzip ${gzip} bytes`);
  console.log(`# embed.js: ${(gzip / 1024).toFixed(2)} KiB gzipped (target <= 4 KiB)`);
}
