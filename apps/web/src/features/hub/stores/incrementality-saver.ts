// Saves what the hub keeps with its conversation (the id of its holdout test): after a quiet period (a
// burst of changes is one save), one save at a time (so the last change is the one the server keeps), and
// only once the conversation exists (a change made while it starts or loads waits for it).

export interface SaverTarget<T> {
  conversationId: string | null;
  value: T;
}

export interface IncrementalitySaverOptions<T> {
  delayMs: number;
  save: (conversationId: string, value: T) => Promise<void>;
  /** What to save, read when the save runs. */
  read: () => SaverTarget<T>;
  /** Every pending change is stored. */
  onSaved: () => void;
  /** A save failed; the change stays pending (the next change or a flush tries again). */
  onFailed: (error: unknown) => void;
}

export interface IncrementalitySaver {
  /** A change was made here: save it after the quiet period. */
  changed: () => void;
  /** A change is not yet stored. */
  readonly pending: boolean;
  /** Saves a pending change now (retry, or the hub is closing). */
  flush: () => Promise<void>;
  /** Try again after the quiet period if a change is pending (a conversation now exists). */
  resume: () => void;
  /** Forgets a pending change and ignores the outcome of a save in flight (a new conversation). */
  discard: () => void;
}

export function createIncrementalitySaver<T>(options: IncrementalitySaverOptions<T>): IncrementalitySaver {
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving = false;
  // Bumped by discard: a save in flight belongs to the conversation left behind.
  let generation = 0;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, options.delayMs);
  };

  async function run(): Promise<void> {
    if (saving) return; // the running save sees the new change when it ends
    const mine = generation;
    saving = true;
    try {
      while (dirty && mine === generation) {
        const { conversationId, value } = options.read();
        // No conversation yet (starting, or demo mode): kept here; `resume` saves it once one exists.
        if (!conversationId) return;
        dirty = false;
        await options.save(conversationId, value);
      }
      if (mine === generation && !dirty) options.onSaved();
    } catch (error) {
      if (mine !== generation) return;
      dirty = true;
      options.onFailed(error);
    } finally {
      saving = false;
      // Discarded during the save: a change made since belongs to the new conversation.
      if (mine !== generation && dirty) schedule();
    }
  }

  return {
    changed() {
      dirty = true;
      schedule();
    },
    get pending() {
      return dirty;
    },
    async flush() {
      cancel();
      await run();
    },
    resume() {
      if (dirty) schedule();
    },
    discard() {
      generation += 1;
      dirty = false;
      cancel();
    },
  };
}
