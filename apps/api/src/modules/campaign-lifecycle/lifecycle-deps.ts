import type { Db } from '@northstar/server/database';
import type { DeliverySource } from '@northstar/shared/sandbox';

/** What every life-cycle use case runs on: the database and where delivery figures come from. */
export interface LifecycleDeps {
  db: Db;
  delivery: DeliverySource;
}
