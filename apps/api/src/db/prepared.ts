import type { Db } from '@northstar/server/database';

/**
 * One prepared query per database handle, for the hottest statements: Drizzle builds the SQL once
 * instead of per call, and node-postgres parses the named statement once per connection. A
 * transaction is its own handle, so inside one the query is simply prepared for that transaction.
 */
export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const cache = new WeakMap<Db, Query>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = prepare(db);
      cache.set(db, query);
    }
    return query;
  };
}
