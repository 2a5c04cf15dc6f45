// The services write fixed key prefixes (API "northstar:", AI "northstar-ai-rl:"), so a run keeps
// its keys apart by what is in them: its own client address and its own accounts. After the run
// exactly those keys are deleted; nobody else's are touched.
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379';

export async function connectRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`test:scale needs Redis at ${REDIS_URL} (SCALE_REDIS_URL): ${error.message}`);
  }
  return redis;
}

/** Every key of the services whose name contains one of `marks` (addresses, e-mails, user ids). */
export async function keysMarkedWith(redis, marks) {
  const found = new Set();
  for (const match of ['northstar:*', 'northstar-ai-rl:*']) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) if (marks.some((mark) => mark && key.includes(mark))) found.add(key);
    } while (cursor !== '0');
  }
  return [...found];
}

export async function deleteKeysMarkedWith(redis, marks) {
  const keys = await keysMarkedWith(redis, marks);
  if (keys.length > 0) await redis.del(...keys);
  return keys.length;
}
