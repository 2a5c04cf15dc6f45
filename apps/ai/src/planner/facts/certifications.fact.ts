import { type PlatformId, platformPolicy, regulatedCategoryOf } from '@northstar/shared/campaign';
import { platformIdSchema } from '@northstar/shared/campaign/schemas';
import { z } from 'zod';
import { platformNames } from '../extract/platforms.ts';
import { platformList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';

// Platform certifications the advertiser holds (compliance.certifications): "we have Facebook's CBD
// certification", "we hold both certs", "we're certified on LinkedIn", "Meta gave us written permission".
// The platforms named in the certification clause are the certificate's, not a new platform choice, so
// the clause is claimed before the platform reader. "both" / "all" / an unnamed certificate means the
// selected platforms that need one.

/** Platform ids, or 'selected': every selected platform that needs a certification. */
type CertValue = PlatformId[] | 'selected';

const CUE =
  /\b(?:certifi(?:ed|cations?|cates?)|certs?|cert'd|accredited|whitelisted|(?:written\s+)?permission|pre-?approved|approved\s+(?:by|on|with)|verified\s+(?:by|on|with|for))\b/gi;
const NEGATED =
  /\b(?:not|no|don'?t|do\s+not|doesn'?t|haven'?t|have\s+not|aren'?t|isn'?t|without|lack|lost|expired)\b[^,.;]{0,40}$/i;
const ANY = /\b(?:both|all(?:\s+of\s+(?:them|those|these))?|each|every|them|those|these)\b/i;
const SENTENCE = /[^.;!?\n]+/g;

interface Named {
  ids: PlatformId[];
  start: number;
  end: number;
}

function platformsIn(text: string, offset: number): Named[] {
  return platformNames(text).map(({ ids, start, end }) => ({
    ids: [...ids],
    start: offset + start,
    end: offset + end,
  }));
}

export const certificationsFact = defineFact<CertValue>({
  key: 'certifications',
  step: 3,
  scope: 'anywhere',
  prompt: 'Which platforms have certified you for this category?',
  examples: [
    "we have Facebook's CBD certification",
    "we're certified on Google and LinkedIn",
    'we hold both certs',
  ],
  read(message) {
    const text = message.text;
    const facts: Fact<CertValue>[] = [];
    for (const sentence of text.matchAll(SENTENCE)) {
      const base = sentence.index ?? 0;
      const body = sentence[0];
      const cue = [...body.matchAll(CUE)][0];
      if (!cue) continue;
      const cueAt = cue.index ?? 0;
      // The clause: from the comma before the cue (what came before it is another statement) to the end.
      const comma = body.lastIndexOf(',', cueAt);
      const from = comma >= 0 ? comma + 1 : 0;
      const clause = body.slice(from);
      const named = platformsIn(clause, base + from);
      const negated = NEGATED.test(body.slice(from, cueAt));
      const ids = [...new Set(named.flatMap((n) => n.ids))];
      let value: CertValue;
      if (ids.length) value = ids;
      else if (ANY.test(clause) || !negated) value = 'selected';
      else continue;
      facts.push({ key: 'certifications', op: negated ? 'remove' : 'add', value });
      const cueEnd = base + cueAt + cue[0].length;
      // "certs for all of them" is about the certificates, not a choice of every platform.
      const any = clause.match(ANY);
      const anyEnd = any ? base + from + (any.index ?? 0) + any[0].length : 0;
      const end = Math.max(cueEnd, anyEnd, ...named.map((n) => n.end));
      message.claim(base + from, end);
    }
    return facts;
  },
  apply(fact, { draft }) {
    const category = regulatedCategoryOf(draft);
    const needs = (p: PlatformId) => !category || platformPolicy(category, p).access === 'certification';
    const selected = draft.platforms.selected;
    let ids = fact.value === 'selected' ? selected.filter(needs) : fact.value.filter(needs);
    // "Meta's permission" with only Facebook chosen is Facebook's.
    if (fact.value !== 'selected' && selected.length > 0) {
      const chosen = ids.filter((p) => selected.includes(p));
      if (chosen.length) ids = chosen;
    }
    if (ids.length === 0) return {};
    const current = draft.compliance.certifications;
    const certifications = applyListOp(current, fact.op === 'remove' ? 'remove' : 'add', ids);
    return {
      patch: { compliance: { certifications } },
      said:
        fact.op === 'remove'
          ? `no certification on ${platformList(ids)}`
          : `certification on file for ${platformList(ids)}`,
    };
  },
  llm: {
    field: 'certifications',
    describe: 'platforms that certified the advertiser for its regulated category',
    schema: z.array(platformIdSchema).min(1).max(10),
    toFacts: (value) => {
      const parsed = z.array(platformIdSchema).safeParse(value);
      return parsed.success && parsed.data.length
        ? [{ key: 'certifications', op: 'add', value: parsed.data }]
        : [];
    },
  },
});
