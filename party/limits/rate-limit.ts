// Token buckets. They live in memory only: losing them when the room hibernates just hands a
// quiet client a full bucket, which is harmless (a room only hibernates once it has been quiet).
export interface Bucket { tokens: number; at: number }
export interface Rate { burst: number; perSecond: number }

/** What one connection may send: more than any person clicks, far less than a script floods. */
export const CONNECTION_RATE: Rate = { burst: 30, perSecond: 10 };
/**
 * What all connections from one client address may send to one table together: a household or
 * a café behind one address can seat a whole table, and reconnecting does not refill it.
 */
export const ADDRESS_RATE: Rate = { burst: 120, perSecond: 40 };

export const RATE_BURST = CONNECTION_RATE.burst;
export const RATE_PER_SECOND = CONNECTION_RATE.perSecond;

function refill(bucket: Bucket, now: number, rate: Rate): void {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
  bucket.at = now;
}

export function take(bucket: Bucket, now: number, rate: Rate = CONNECTION_RATE): boolean {
  refill(bucket, now, rate);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export function fullBucket(now: number, rate: Rate = CONNECTION_RATE): Bucket {
  return { tokens: rate.burst, at: now };
}

/** Whether the bucket has refilled completely, so forgetting it changes nothing. */
export function isFull(bucket: Bucket, now: number, rate: Rate): boolean {
  refill(bucket, now, rate);
  return bucket.tokens >= rate.burst;
}
