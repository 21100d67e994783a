// The players' REST API (docs/rest-api.md): challenges, proven edits of one's own identity, public
// profiles and leaderboards. A proven call carries `proof` (a PlayerProof of a challenge from
// POST /api/players/:id/challenge) signed for `api:<METHOD> <path>`; each challenge works once.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { Env } from '../party/env.ts';
import { clientAddress } from '../party/limits/limits.ts';
import { knownIdsOf } from '../party/players/known-ids.ts';
import { whyNotListed } from '../party/players/leaderboard.ts';
import { IDENTITIES_PER_MINUTE, newIdentityAllowed, TOO_MANY_IDENTITIES } from '../party/players/prove.ts';
import { CHALLENGES_PER_MINUTE, type ProofAnswer, type ProofCode } from '../party/players/player-keys.ts';
import { keyId, PLAYER_ID_SHAPE, vouchingPurpose, type PlayerProof } from '../party/protocol/identity.ts';
import { publicKey, rawPublicKey } from '../party/players/proof.ts';
import type { Player } from '../party/players/player.ts';
import { ratingPools } from '../party/games/index.ts';
import { describeIssues, DisplayName, PlayerProofSchema } from '../party/protocol/schema.ts';
import { problem } from './problem.ts';
import { readJsonBody } from './bounded-body.ts';
import { isJsonContentType } from './table-creation.ts';

const MAX_BODY_BYTES = 4 * 1024;
export { IDENTITIES_PER_MINUTE };
type Ctx = Context<{ Bindings: Env }>;

export const playersApi = new Hono<{ Bindings: Env }>();

const ProvenSchema = v.object({ proof: PlayerProofSchema }, 'send { proof: { player, key, challenge, sig } }');
const NameSchema = v.object({ proof: PlayerProofSchema, name: DisplayName }, 'send { name, proof }');
const NewKey = v.pipe(v.string('key must be a string'), v.regex(/^[A-Za-z0-9_-]{87}$/, 'key must be a raw uncompressed P-256 public key (65 bytes), base64url'));
const TransferSchema = v.object({ proof: PlayerProofSchema, key: NewKey },
  'send { key, proof }: key is the transfer link\'s public key, proof is signed by one of the player\'s keys for "api:POST <path> <key>"');
const KeySchema = v.object({ proof: PlayerProofSchema, key: NewKey },
  'send { key, proof }: key is the new device\'s public key, proof is signed by the transfer link\'s key for "api:POST <path> <key>"');

/** A proof checked in an earlier call to the player's object, whose key another device removed meanwhile. */
const askerRemoved = () => problem(403, 'key-removed', 'The key that signed this call was removed meanwhile; it no longer speaks for this player.');

const PROOF_STATUS: Record<ProofCode, ContentfulStatusCode> = {
  'bad-proof': 400, 'bad-signature': 403, 'unknown-key': 403, 'challenge-expired': 403, 'unknown-challenge': 403, 'bad-transfer': 403, forgotten: 404,
};

function badId(id: string): Response | null {
  return PLAYER_ID_SHAPE.test(id) ? null : problem(400, 'bad-player-id', 'A player id is 32 characters: a-z and 2-7.');
}

const tooManyIdentities = () => problem(429, 'too-many-identities', TOO_MANY_IDENTITIES);
const forgotten = () => problem(404, 'forgotten', 'This player asked to be forgotten; nothing is kept about them.');

/** The JSON body, checked against `schema`; or the refusal to send. */
async function body<T extends v.GenericSchema>(c: Ctx, schema: T): Promise<{ ok: true; value: v.InferOutput<T> } | { ok: false; response: Response }> {
  const refuse = (status: ContentfulStatusCode, code: string, message: string) => ({ ok: false as const, response: problem(status, code, message) });
  if (!isJsonContentType(c.req.header('content-type'))) return refuse(415, 'unsupported-media-type', 'Send JSON, with content-type: application/json.');
  const json = await readJsonBody(c.req.raw, MAX_BODY_BYTES);
  if (!json.ok) return refuse(json.status, json.code, json.message);
  const parsed = v.safeParse(schema, json.value);
  if (!parsed.success) return refuse(400, 'invalid', describeIssues(parsed.issues));
  return { ok: true, value: parsed.output };
}

/** The player's object and the checked body of a call to /players/:id/...; or the refusal. */
async function readCall<T extends v.GenericSchema>(c: Ctx, schema: T) {
  const id = c.req.param('id')!;
  const bad = badId(id);
  if (bad) return { ok: false as const, response: bad };
  const read = await body(c, schema);
  if (!read.ok) return read;
  // Asked before the player's object: a call for an id nobody was given a challenge for can only be
  // refused, and is, without making that object (not even the empty database wrangler dev keeps).
  const standing = await knownIdsOf(c.env, id).standing(id);
  if (standing === 'forgotten') return { ok: false as const, response: forgotten() };
  if (standing === 'unknown') return { ok: false as const, response: problem(403, 'unknown-challenge', 'No challenge was handed out for this player; ask for one first.') };
  return { ok: true as const, player: c.env.Player.getByName(id), value: read.value };
}

/** Reads the body and checks its proof for this very call; the player's object and the body, or the refusal. */
async function provenCall<T extends v.GenericSchema<unknown, { proof: PlayerProof }>>(c: Ctx, schema: T) {
  const read = await readCall(c, schema);
  if (!read.ok) return read;
  return proven(read, purposeOf(c));
}

/** Checks a read call's proof for `purpose`, using its challenge up. */
async function proven<T extends { proof: PlayerProof }>(read: { player: DurableObjectStub<Player>; value: T }, purpose: string) {
  const answer = (await read.player.takeProof(read.value.proof, purpose)) as ProofAnswer;
  if (!answer.ok) return { ok: false as const, response: problem(PROOF_STATUS[answer.code], answer.code, answer.message) };
  return { ok: true as const, player: read.player, value: read.value, keyId: answer.keyId };
}

/** A key the call vouches for: its id and what the call's proof signs, or the refusal (checked before any challenge is used). */
async function vouchedKey(c: Ctx, key: string) {
  const raw = rawPublicKey(key);
  if (!raw || !(await publicKey(raw))) return { ok: false as const, response: problem(400, 'bad-key', 'key is not a P-256 public key (a raw uncompressed point, base64url).') };
  return { ok: true as const, keyId: await keyId(raw), purpose: vouchingPurpose(purposeOf(c), key) };
}

/** What a proof for this call signs: `api:<METHOD> <path>`. */
function purposeOf(c: Ctx): string {
  return `api:${c.req.method} ${new URL(c.req.url).pathname}`;
}

playersApi.post('/players/:id/challenge', async (c) => {
  const id = c.req.param('id');
  const bad = badId(id);
  if (bad) return bad;
  const address = clientAddress(c.req.raw);
  // Checked before the player's object is reached: a refusal here touches no storage.
  if (!(await c.env.CHALLENGE_REQUESTS.limit({ key: `${address} ${id}` })).success) {
    return problem(429, 'too-many-challenges', `At most ${CHALLENGES_PER_MINUTE} challenges a minute for one player from one address; wait a little.`);
  }
  // An id the index of known ids does not know pays the address's new-identity limit, and a
  // refused one is answered before its object is reached: it stores nothing, not even an empty database.
  if (!(await newIdentityAllowed(c.env, id, address))) return tooManyIdentities();
  // Paid (or known): the index holds a new id as pending while its challenge lives, so its proven call gets through.
  await knownIdsOf(c.env, id).pend(id);
  const answer = await c.env.Player.getByName(id).challengeFor();
  if (answer === 'forgotten') return forgotten();
  return c.json(answer);
});

playersApi.put('/players/:id/name', async (c) => {
  const call = await provenCall(c, NameSchema);
  if (!call.ok) return call.response;
  await call.player.setName(call.value.name);
  return c.json({ name: call.value.name });
});

// Signed by one of the player's keys, over the link's new key: the old key signs the new one.
playersApi.post('/players/:id/transfers', async (c) => {
  const read = await readCall(c, TransferSchema);
  if (!read.ok) return read.response;
  const key = await vouchedKey(c, read.value.key);
  if (!key.ok) return key.response;
  const call = await proven(read, key.purpose);
  if (!call.ok) return call.response;
  const made = await read.player.newTransfer(key.keyId, call.keyId);
  if (made === 'asker-removed') return askerRemoved();
  if (!made) return problem(409, 'bad-transfer', 'This key was offered for a transfer before, or speaks for the player already; make a new link.');
  return c.json(made, 201);
});

// Signed by the transfer link's key, over the new device's key: the link vouches for it, once.
playersApi.post('/players/:id/keys', async (c) => {
  const read = await readCall(c, KeySchema);
  if (!read.ok) return read.response;
  const key = await vouchedKey(c, read.value.key);
  if (!key.ok) return key.response;
  const answer = (await read.player.addKey(read.value.proof, key.purpose, key.keyId)) as ProofAnswer;
  if (!answer.ok) return problem(PROOF_STATUS[answer.code], answer.code, answer.message);
  return c.json({ player: c.req.param('id'), key: answer.keyId }, 201);
});

// Each device holds its own key: the owner sees them all and may remove one, not the one asking.
playersApi.post('/players/:id/devices', async (c) => {
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  return c.json({ keys: await call.player.keyList(call.keyId) });
});

playersApi.delete('/players/:id/devices/:key', async (c) => {
  const key = c.req.param('key');
  if (!PLAYER_ID_SHAPE.test(key)) return problem(400, 'bad-key-id', 'A key id is 32 characters: a-z and 2-7.');
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  const removed = await call.player.removeKey(key, call.keyId);
  if (removed === 'in-use') return problem(409, 'key-in-use', 'This is the key that signed this call; remove it from another device.');
  if (removed === 'asker-removed') return askerRemoved();
  if (removed === 'unknown') return problem(404, 'no-such-key', 'This key does not speak for this player (never added, or removed already).');
  return c.json({ removed: key });
});

playersApi.post('/players/:id/data', async (c) => {
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  return c.json(await call.player.exportData());
});

playersApi.post('/players/:id/games', async (c) => {
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  return c.json(await call.player.games());
});

playersApi.delete('/players/:id', async (c) => {
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  await call.player.forget();
  return c.json({ forgotten: c.req.param('id') });
});

playersApi.on(['PUT', 'DELETE'], '/players/:id/blocks/:other', async (c) => {
  const other = c.req.param('other');
  if (!PLAYER_ID_SHAPE.test(other)) return problem(400, 'bad-player-id', 'The player to block is not a player id (32 characters: a-z and 2-7).');
  if (other === c.req.param('id')) return problem(400, 'bad-block', 'A player cannot block themselves.');
  const call = await provenCall(c, ProvenSchema);
  if (!call.ok) return call.response;
  if (c.req.method === 'DELETE') {
    await call.player.unblock(other);
    return c.json({ blocked: false });
  }
  if (!(await call.player.block(other))) return problem(409, 'too-many-blocks', 'The block list is full; unblock someone first.');
  return c.json({ blocked: true });
});

playersApi.get('/players/:id', async (c) => {
  const id = c.req.param('id');
  const bad = badId(id);
  if (bad) return bad;
  // The index first: an id that is no player is answered without making its object.
  const standing = await knownIdsOf(c.env, id).standing(id);
  if (standing === 'forgotten') return forgotten();
  if (standing !== 'known') return problem(404, 'no-such-player', 'No player with this id has played here.');
  const profile = await c.env.Player.getByName(id).profile();
  if (profile === 'forgotten') return forgotten();
  if (!profile) return problem(404, 'no-such-player', 'No player with this id has played here.');
  return c.json(profile, 200, { 'cache-control': 'no-cache' });
});

playersApi.get('/leaderboards/:pool', async (c) => {
  const pool = c.req.param('pool');
  if (!ratingPools().includes(pool)) return problem(404, 'unknown-pool', `There is no leaderboard of that name; pools: ${ratingPools().join(', ')}.`);
  const player = c.req.query('player') ?? null;
  if (player !== null && !PLAYER_ID_SHAPE.test(player)) return problem(400, 'bad-player-id', 'player must be a player id (32 characters: a-z and 2-7).');
  const board = await c.env.Leaderboard.getByName(pool).board(pool, player);
  if (player === null) return c.json(board, 200, { 'cache-control': 'public, max-age=30' });
  const standing = await knownIdsOf(c.env, player).standing(player);
  if (standing === 'forgotten') return forgotten();
  if (standing !== 'known') return c.json(board, 200, { 'cache-control': 'no-cache' });
  const object = c.env.Player.getByName(player);
  const status = await object.status();
  if (status === 'forgotten') return forgotten();
  if (!board.you && status === 'known') {
    // Not on the board yet: no rated game in this pool (or its first is still on its way).
    const [standing, since] = await Promise.all([object.standing(pool), object.createdAt()]);
    const entry = { games: standing.games, rd: standing.rating.rd, since: since ?? Date.now(), opponents: standing.opponents };
    board.you = { rank: null, rating: standing.rating.rating, rd: standing.rating.rd, games: standing.games, eligible: false, why: whyNotListed(entry, Date.now()) ?? 'few-games' };
  }
  return c.json(board, 200, { 'cache-control': 'no-cache' });
});
