// What a message asks the planner to do, apart from the campaign facts in it. Several can hold at once
// ("yes, and add Germany" approves and adds); the planner decides which wins.

export type QuestionTopic = 'market' | 'incrementality' | 'help';

export interface Intent {
  approve: boolean;
  reject: boolean;
  /** The user's change after "I want to modify this:" (the chat's Modify button), else null. */
  modify: string | null;
  next: boolean;
  back: boolean;
  reset: boolean;
  launch: boolean;
  greeting: boolean;
  /** "suggest a name", "you pick". */
  suggest: boolean;
  question: QuestionTopic | null;
}

const APPROVE =
  /^\W*(?:yes|yep|yeah|yup|sure|ok(?:ay)?|approved?|accept(?:ed)?|agreed?|confirm(?:ed)?|looks?\s+(?:good|great|fine|perfect)|sounds?\s+(?:good|great|fine|perfect)|go\s+(?:ahead|for\s+it)|do\s+it|perfect|great|fine|lgtm|i\s+(?:approve|agree|accept)|let'?s\s+do\s+(?:it|that)|that\s+works|works\s+for\s+me|love\s+it|good)\b/i;
const REJECT =
  /^\W*(?:no|nope|nah|reject(?:ed)?|i\s+reject|decline|not\s+(?:that|this|really|quite)|(?:i\s+)?don'?t\s+like|something\s+else|another\s+(?:one|option)|different\s+(?:one|option)|try\s+again|other\s+options?)\b/i;
const MODIFY =
  /^\W*(?:i\s+want\s+to\s+modify\s+this|i'?d\s+like\s+to\s+modify\s+this|modify(?:\s+this)?)\s*[:,-]?\s*([\s\S]*)$/i;
// "next Monday" is a date, not "next step".
const NEXT =
  /\bnext\b(?!\s+(?:mon|tue|wed|thu|fri|sat|sun|week|month|year|day|quarter|spring|summer|fall|autumn|winter|season))|\b(?:continue|move\s+on|proceed|skip(?:\s+(?:it|this))?|go\s+on|keep\s+going|carry\s+on|that'?s\s+all|keep\s+(?:it|them|as\s+is))\b/i;
const BACK = /^\W*(?:go\s+)?back\b|\bgo\s+back\b|\bprevious\s+step\b|\bstep\s+back\b/i;
const RESET = /\b(?:start\s+over|start\s+again|restart|reset|from\s+scratch|begin\s+again)\b/i;
const LAUNCH = /\b(?:launch|go\s+live|publish)\b/i;
const GREETING = /^\W*(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|greetings|howdy)\b/i;
const SUGGEST =
  /\b(?:suggest|suggestions?|recommend|ideas?|you\s+(?:pick|choose|decide)|up\s+to\s+you|surprise\s+me)\b/i;
const QUESTION_SHAPE =
  /\?\s*$|^\W*(?:what|what's|whats|how|which|is|are|can|could|will|would|should|do|does|tell\s+me|show\s+me|give\s+me|explain)\b/i;
const MARKET_TOPIC =
  /\b(?:cpm|cpc|ctr|price|prices|pricing|costs?|expensive|cheap|competition|competitive|inventory|market|projections?|projected|forecasts?|estimates?|estimated|reach|impressions|clicks|conversions|roas|return|results|expect|performance)\b/i;
const INCREMENTALITY = /\b(?:incrementality|incremental|holdout|hold-out|lift\s+test|control\s+group)\b/i;
const HELP = /^\W*(?:help|what\s+can\s+you\s+do|how\s+does\s+this\s+work)\b/i;

export function detectIntent(text: string): Intent {
  const modify = text.match(MODIFY);
  const asked = QUESTION_SHAPE.test(text);
  const question: QuestionTopic | null = INCREMENTALITY.test(text)
    ? 'incrementality'
    : asked && MARKET_TOPIC.test(text)
      ? 'market'
      : HELP.test(text)
        ? 'help'
        : null;
  return {
    approve: APPROVE.test(text) && !REJECT.test(text),
    reject: REJECT.test(text),
    modify: modify ? (modify[1] ?? '').trim() : null,
    next: NEXT.test(text),
    back: BACK.test(text),
    reset: RESET.test(text),
    launch: LAUNCH.test(text),
    greeting: GREETING.test(text),
    suggest: SUGGEST.test(text),
    question,
  };
}
