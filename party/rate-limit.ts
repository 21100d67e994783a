// A token bucket per connection. It lives in memory only: losing it when the room hibernates
// just hands a quiet client a full bucket, which is harmless.
export interface Bucket { tokens: number; at: number }

export const RATE_BURST = 30;
export const RATE_PER_SECOND = 10;

export function take(bucket: Bucket, now: number): boolean {
  bucket.tokens = Math.min(RATE_BURST, bucket.tokens + ((now - bucket.at) / 1000) * RATE_PER_SECOND);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export function fullBucket(now: number): Bucket {
  return { tokens: RATE_BURST, at: now };
}
