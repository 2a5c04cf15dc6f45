import type { Db } from '@northstar/server/database';
import { type Exchange, saveExchanges } from './conversations.repository.ts';

// Group commit for chat exchanges. A save goes out at once while fewer than `maxInFlight` statements
// are running; saves that arrive meanwhile wait and then go out together, as one statement. Idle, a
// message waits for nothing; under load, PostgreSQL sees one statement, one commit and one round trip
// per batch instead of per message.

export interface ExchangeWriter {
  /** True once saved; false when another exchange saved the conversation since `version` was read. */
  save(exchange: Exchange): Promise<boolean>;
}

export interface ExchangeWriterOptions {
  maxInFlight?: number;
  maxBatch?: number;
}

interface Pending {
  exchange: Exchange;
  resolve: (saved: boolean) => void;
  reject: (error: unknown) => void;
}

export function createExchangeWriter(db: Db, options: ExchangeWriterOptions = {}): ExchangeWriter {
  const { maxInFlight = 2, maxBatch = 64 } = options;
  let queue: Pending[] = [];
  let inFlight = 0;

  async function write(batch: Pending[]): Promise<void> {
    try {
      const saved = await saveExchanges(
        db,
        batch.map((p) => p.exchange),
      );
      for (const [index, pending] of batch.entries()) pending.resolve(saved.has(index));
    } catch (error) {
      // One bad exchange must not fail the others: alone, each gets its own answer.
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map((p) => write([p])));
    }
  }

  function flush() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        flush();
      });
    }
  }

  return {
    save: (exchange) =>
      new Promise<boolean>((resolve, reject) => {
        queue.push({ exchange, resolve, reject });
        flush();
      }),
  };
}
