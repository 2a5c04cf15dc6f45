// What a message does, decided before any fact is applied: a question never changes the campaign, a
// correction replaces, a negation removes, an approval answers the pending suggestion. Commands
// (next, back, start over, launch) ride along with any act.

export type DialogueAct =
  | 'statement'
  | 'correction'
  | 'negation'
  | 'question'
  | 'hypothetical'
  | 'approve'
  | 'reject'
  | 'modify'
  | 'smalltalk';

export type Command = 'next' | 'back' | 'reset' | 'launch' | 'suggest' | 'help';
export type QuestionTopic = 'market' | 'incrementality' | 'recommendations' | 'analytics' | 'performance';

export interface ActReading {
  act: DialogueAct;
  commands: ReadonlySet<Command>;
  /** What a question asks about, when it names a topic. */
  topic: QuestionTopic | null;
  /** The instruction after "I want to modify this:" (the chat's Modify button). */
  modifyText: string | null;
  /** "I was just asking", "keep it": leave the campaign as it is. */
  keep: boolean;
  /** Opens with yes / no (an answer to the pending suggestion, whatever follows). */
  yes: boolean;
  no: boolean;
  greeting: boolean;
  thanks: boolean;
}

const YES =
  /^\W*(?:yes|yep|yeah|yup|ya|sure|ok(?:ay)?|k|approved?|accept(?:ed)?|agreed?|confirm(?:ed)?|looks?\s+(?:good|great|fine|perfect|right)|sounds?\s+(?:good|great|fine|perfect|right)|go\s+(?:ahead|for\s+it)|do\s+it|perfect|great|fine|lgtm|i\s+(?:approve|agree|accept)|let'?s\s+do\s+(?:it|that)|that\s+works|works\s+for\s+me|love\s+(?:it|them|those|these|that)|use\s+(?:it|them|those|these)|go\s+with\s+(?:it|that|those|them|these)|good(?!\s+(?:morning|afternoon|evening|day|night|to\s+know))|nice|correct|exactly|absolutely|definitely|of\s+course|al+\s?right|yes\s+please|deal|ship\s+it|cool|that'?s\s+(?:fine|good|great|perfect)|fine\s+by\s+me|same\s+but|as\s+suggested|👍)(?![\w'])/i;
const NO =
  /^\W*(?:no|nope|nah|reject(?:ed)?|i\s+reject|decline|not\s+(?:that|this|really|quite)|(?:i\s+)?don'?t\s+like|something\s+else|another\s+(?:one|option)|different\s+(?:one|option)|try\s+again|other\s+options?|👎)(?![\w'])/i;
const MODIFY =
  /^\W*(?:i\s+want\s+to\s+modify\s+this|i'?d\s+like\s+to\s+modify\s+this|modify(?:\s+this)?)\s*[:,-]?\s*([\s\S]*)$/i;
const KEEP =
  /\b(?:just\s+asking|only\s+asking|was\s+asking|just\s+curious|just\s+wondering|keep\s+(?:it|them|that|the\s+\w+)\s+(?:as\s+(?:is|it\s+is)|at|the\s+same)|leave\s+it|never\s*mind|nevermind|forget\s+it|leave\s+(?:it|them|that|those|the\s+\w+(?:\s+\w+)?)\s+(?:as\s+(?:is|it\s+is|they\s+are)|alone|be)|keep\s+(?:the\s+\w+(?:\s+\w+)?\s+)?as\s+(?:is|they\s+are|it\s+is)|no\s+changes?|don'?t\s+change\s+(?:it|them|anything|that)|stay(?:s)?\s+(?:at|with|on)|stick\s+(?:with|to|at)|(?:where|as)\s+(?:it|they)\s+(?:is|are|was|were))\b/i;

// "next Monday" is a date, not "next step".
const NEXT =
  /\bnext\b(?!\s+(?:mon|tue|wed|thu|fri|sat|sun|week|month|year|day|quarter|spring|summer|fall|autumn|winter|season|\w+day))|\b(?:continue|move\s+on|proceed|skip(?:\s+(?:it|this))?|go\s+on|keep\s+going|carry\s+on|that'?s\s+(?:all|it)|keep\s+(?:it|them)\s+as\s+(?:is|it\s+is))\b/i;
const BACK = /^\W*(?:go\s+)?back\b|\bgo\s+back\b|\bprevious\s+step\b|\bstep\s+back\b/i;
const RESET =
  /\b(?:start\s+over|start\s+again|restart|reset|from\s+scratch|begin\s+again|(?:plan|do|build|start)\s+(?:another|a\s+different|a\s+second)\s+campaign)\b/i;
// "Launch it", "let's launch", "go live"; not the noun ("launch buzz", "our product launch").
const LAUNCH =
  /(?:^|[,.;!]\s*|\b(?:ok|okay|yes|yep|great|perfect|then|now|and|so)\s+)launch(?:\s+(?:it|this|that|the\s+campaign|now|today|please|pls))?\W*$|\b(?:let'?s|go\s+ahead\s+and|please|pls|ready\s+to|time\s+to)\s+launch\b|\bgo\s+live\b|\bpublish\s+(?:it|this|the\s+campaign)\b/i;
const SUGGEST =
  /\b(?:suggest|suggestions?|recommend(?:ations?)?|ideas?|you\s+(?:pick|choose|decide)|up\s+to\s+you|surprise\s+me|what\s+do\s+you\s+(?:think|recommend|suggest))\b/i;
const HELP = /^\W*(?:help|what\s+can\s+you\s+do|how\s+does\s+this\s+work)\b/i;
const GREETING = /^\W*(?:hi|hello|hey|hiya|yo|good\s+(?:morning|afternoon|evening)|greetings|howdy)\b/i;
// "I'd like to create a new campaign. Let's start with the basics.": an opener, like a greeting.
const START_REQUEST =
  /^\W*(?:(?:i'?d\s+like|i\s+want|we'?d\s+like|we\s+want|i\s+need|let'?s|help\s+me)\s+(?:to\s+)?(?:create|start|build|set\s+up|make|plan)\s+(?:a\s+|my\s+|our\s+|the\s+)?(?:new\s+|first\s+)?campaign|let'?s\s+(?:start|begin|get\s+started))\b[^?]*$/i;
const THANKS = /^\W*(?:thanks|thank\s+you|thx|ty|cheers|much\s+appreciated)\b/i;

// A polite command is not a question: "can you make it 30k?" changes the budget.
const POLITE_COMMAND =
  /^\W*(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+)?|please\s+|pls\s+|plz\s+)(?:make|add|drop|remove|set|change|use|switch|include|exclude|target|call|name|rename|re-name|retitle|put|raise|lower|increase|decrease|bump|cut|reduce|go\s+with|run|update|move|swap|replace|suggest|recommend|propose|pick|choose|come\s+up\s+with|write|draft|give\s+me|send|e-?mail|cc|share|track|tag)\b/i;
// "can we change the name to Autumn Arrivals?": a request to edit, not a what-if ("can we run on X?" still asks).
const POLITE_EDIT =
  /^\W*(?:can|could|may)\s+(?:we|i|you)\s+(?:please\s+)?(?:change|rename|re-name|call|name|set|switch|update|swap|replace|retitle|go\s+(?:accelerated|standard|daily|lifetime|with)|make\s+it|bump|raise|lower|drop|remove|add\s+(?:a|an|the|another)\b|use\s+(?:a|an|the)\b|spread|pace|front-?load|start|end|stop|extend|shorten|push|move)\b/i;
// "What matters most to us is the cost per purchase": a statement shaped like a question.
const PSEUDO_CLEFT =
  /^\W*what\s+(?:matters|counts|we(?:'re|\s+are)?\s+(?:want|need|care\s+about|after|looking\s+for)|i(?:'m|\s+am)?\s+(?:want|need|care\s+about|after|looking\s+for))\b[^?]*\b(?:is|are)\b[^?]*$/i;
// "roughly how much does a click cost on TikTok these days": a question after a word or two of lead-in.
const EMBEDDED_QUESTION =
  /^\W*(?:\w+[\s,]+){1,2}(?:how\s+(?:much|many|long|expensive|big)|what(?:'s|\s+is|\s+are|\s+would|\s+will|\s+does|\s+do)|is\s+it\s+worth|are\s+there)\b/i;
// "Good morning! Hope your day is going well": pleasantries, however long.
const PLEASANTRY =
  /^[^.!?]*[.!?,]?\s*(?:hope\s+(?:you|your)|how\s+are\s+you|how'?s\s+it\s+going|nice\s+to\s+(?:meet|talk)|have\s+a\s+(?:good|great|nice))[^?]*[.!?]?\s*$/i;

// A what-if without a question mark: "say we ran it for 60 days instead, how would that look".
const HYPOTHETICAL_OPENING =
  /^\W*(?:what\s+if|suppose|supposing|hypothetically|imagine|say\s+we|let'?s\s+say|if\s+(?:we|i)|what\s+about|how\s+about)\b/i;

// "projections pls", "show me the numbers", "forecast?": a request for information, not a fact.
// A bare "cpm" / "cpc" answers the KPI question; it asks for prices only with more words or a "?".
const INFO_REQUEST =
  /^(?!\W*(?:cpms?|cpcs?)\W*$)\W*(?:(?:can\s+i\s+(?:see|get)|(?:show|give|send|tell)\s+(?:me|us))\s+)?(?:the\s+|some\s+|a\s+)?(?:projections?|forecasts?|estimates?|numbers|figures|stats|prices|pricing|price\s+check|market\s+(?:prices|update)|cpms?|cpcs?)\b[^.?!\d]{0,20}$/iu;

const HYPOTHETICAL =
  /^\W*(?:what\s+if|what\s+would|what\s+about|how\s+about|would\s+(?:it|we|i|that)|suppose|supposing|hypothetically|imagine|if\s+we|if\s+i|say\s+we|let'?s\s+say|should\s+(?:we|i)|(?:do|would)\s+you\s+(?:think|recommend|suggest)\s+(?:we|i)\s+(?:should|add|use|go|try)|is\s+it\s+worth|would\s+it\s+(?:make\s+sense|help|be\s+worth))\b|\b(?:instead\s*\?|would\s+(?:that|it|we|i)\s+get|would\s+\S+\s+get\s+(?:me|us)|get\s+(?:me|us)\s+instead)\b/i;
const QUESTION_START =
  /^\W*(?:what|what's|whats|how|which|why|when|where|who(?=\s+(?:is|are|should|would|will|can|do|does|did|sees?)\b)|is|are|can|could|will|would|should|do|does|did|tell\s+me|show\s+me|give\s+me|explain)\b/i;
const CORRECTION =
  /^\W*(?:actually|wait|no\s+wait|sorry|oops|scratch\s+that|correction|i\s+meant|i\s+mean|make\s+(?:it|that)|change\s+(?:it|that|the)|switch\s+(?:it|to)|let'?s\s+(?:make|change|go\s+with)|on\s+second\s+thought|rather)\b|\b(?:instead|rather\s+than|not\s+\S+\s+but)\b/i;
const NEGATION =
  /\b(?:don'?t|do\s+not|doesn'?t|won'?t|no|not|never|without|except|excluding|exclude|drop|remove|minus|skip|leave\s+out|other\s+than|besides)\b/i;

const MARKET =
  /\b(?:how\s+many|how\s+much|people|see\s+it|audience\s+size|numbers|figures|stats|cpm|cpc|ctr|cpa|cpl|cpi|price|prices|pricing|costs?|expensive|cheap|competition|competitive|inventory|market|projections?|projected|forecasts?|estimates?|estimated|reach|impressions|clicks|conversions|roas|return|results|expect|performance|get\s+(?:me|us)|enough|leads|installs|sales)\b/i;
const INCREMENTALITY = /\b(?:incrementality|incremental|holdout|hold-out|lift\s+test|control\s+group)\b/i;
const RECOMMENDATIONS = /\b(?:recommend(?:ation)?s?|suggest(?:ion)?s?|advice|advise|best\s+practices?)\b/i;
const ANALYTICS =
  /\b(?:analytics|dashboard|reports?|data)\b|\b(?:which|what)\s+(?:metrics|kpis|numbers)\b|\b(?:watch|track|monitor)\b[^.?!]{0,30}\bmetrics\b/i;
const PERFORMANCE =
  /\b(?:performance\s+review|review\s+(?:my|our)\s+(?:campaigns?|performance)|how\s+are\s+(?:my|our)|how\s+(?:is|will|would)\s+(?:my|our|the|this)\s+campaign\b[^?.!]{0,30}\bperform|review\b[^.?!]{0,20}\bprojected)/i;

function topicOf(text: string): QuestionTopic | null {
  if (INCREMENTALITY.test(text)) return 'incrementality';
  if (PERFORMANCE.test(text)) return 'performance';
  if (/\b(?:which|what)\s+(?:metrics|kpis)\b|\banalytics\b/i.test(text)) return 'analytics';
  if (RECOMMENDATIONS.test(text) && !MARKET.test(text)) return 'recommendations';
  if (MARKET.test(text)) return 'market';
  if (ANALYTICS.test(text)) return 'analytics';
  return null;
}

function commandsOf(text: string): Set<Command> {
  const commands = new Set<Command>();
  if (NEXT.test(text)) commands.add('next');
  if (BACK.test(text)) commands.add('back');
  if (RESET.test(text)) commands.add('reset');
  if (LAUNCH.test(text)) commands.add('launch');
  if (SUGGEST.test(text)) commands.add('suggest');
  if (HELP.test(text)) commands.add('help');
  return commands;
}

/** Typographic apostrophes read as plain ones ("don’t" is "don't"). */
export const normaliseQuotes = (text: string): string => text.replace(/[’‘`]/g, "'");

/** The dialogue act of one message (facts are read afterwards, with this act in hand). */
export function classifyAct(input: string): ActReading {
  const text = normaliseQuotes(input);
  const modify = text.match(MODIFY);
  const body = modify ? (modify[1] ?? '').trim() : text;
  const yes = !modify && YES.test(text);
  const no = !modify && NO.test(text);
  const base = {
    commands: commandsOf(body),
    modifyText: modify ? body : null,
    keep: KEEP.test(text),
    yes: yes && !no,
    no,
    greeting: GREETING.test(text) || START_REQUEST.test(text),
    thanks: THANKS.test(text),
  };
  // "What matters most to us is the cost per purchase" is shaped like a question and is a statement.
  const cleft = PSEUDO_CLEFT.test(body);
  const asks =
    /\?\s*(?:\W*\s*)$/u.test(body) ||
    EMBEDDED_QUESTION.test(body) ||
    QUESTION_START.test(body) ||
    INFO_REQUEST.test(body);
  const polite = POLITE_COMMAND.test(body) || POLITE_EDIT.test(body);
  let act: DialogueAct;
  if (modify) act = 'modify';
  else if (asks && !polite && !cleft) act = HYPOTHETICAL.test(body) ? 'hypothetical' : 'question';
  else if (!polite && HYPOTHETICAL_OPENING.test(body)) act = 'hypothetical';
  else if (base.yes) act = 'approve';
  else if (CORRECTION.test(body)) act = 'correction';
  else if (no) act = 'reject';
  else if (NEGATION.test(body)) act = 'negation';
  else if ((base.greeting || base.thanks) && (body.split(/\s+/).length <= 4 || PLEASANTRY.test(body)))
    act = 'smalltalk';
  else act = 'statement';
  const questionLike = act === 'question' || act === 'hypothetical';
  return { act, topic: questionLike ? topicOf(body) : null, ...base };
}

/** A question or a what-if: it never changes the campaign. */
export const isQuestionAct = (act: DialogueAct): boolean => act === 'question' || act === 'hypothetical';
