// Which time zone names a campaign may carry: the IANA zones this runtime's Intl knows, plus 'UTC'
// (Intl.supportedValuesOf leaves it out). Intl lists only canonical ids, and which id is canonical
// differs between ICU versions (Node 20 lists Asia/Calcutta, the tz database calls it Asia/Kolkata),
// so a name counts when Intl resolves it to a listed zone: old and new ids and links such as
// US/Eastern pass, offsets such as +05:00 and made-up names do not. The API and the browser run the
// same check, so the builder, the draft schema and the launch gate agree.

let listed: ReadonlySet<string> | undefined;

function listedZones(): ReadonlySet<string> {
  listed ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return listed;
}

/** Letters, digits and the separators of IANA ids only: no offsets, no spaces. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Answers so far: building an Intl.DateTimeFormat costs ~0.1 ms, and every draft parse (each campaign
 * save, each chat reply read back) asks about the same few zones. At most MAX_REMEMBERED names are
 * kept, so made-up names cannot grow it without bound.
 */
const remembered = new Map<string, string | null>();
const MAX_REMEMBERED = 1000;

/** The listed zone `name` resolves to, or null when it is not an IANA time zone. */
export function resolvedTimeZone(name: string): string | null {
  if (name.length > 64) return null;
  const known = remembered.get(name);
  if (known !== undefined) return known;
  const resolved = ZONE_NAME.test(name) ? resolve(name) : null;
  if (remembered.size < MAX_REMEMBERED) remembered.set(name, resolved);
  return resolved;
}

function resolve(name: string): string | null {
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return listedZones().has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

export const isTimeZone = (name: string): boolean => resolvedTimeZone(name) !== null;

export const UNKNOWN_TIME_ZONE_MESSAGE =
  'Unknown time zone: choose one from the list (an IANA name such as Europe/Paris, or UTC).';
