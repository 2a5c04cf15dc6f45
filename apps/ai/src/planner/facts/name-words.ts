// The words the campaign-name reader works with: the labels people put before a name, where a name
// stops, and what a bare answer that is not a name looks like. (Tables for name.fact.ts.)

// Nouns whose "called" names something else: "a running app called Stride", "our bakery is called Crumbs".
const OTHER_THING =
  '(?:my|our|his|her|their|brand|company|business|shop|store|app|product|bakery|restaurant|gym|clinic|practice|site|website|firm|agency|startup|salon|studio|cafe|café|dispensary|brewery|boutique|podcast|channel|newsletter|blog|platform|wallet|exchange|sportsbook|casino|team|dog|cat|son|daughter|wife|husband|band|book|game|product\\s+line|range|collection)';

/** Labels before a name, each matched in the raw message (the name itself follows the match). */
export const NAME_LABELS: readonly RegExp[] = [
  new RegExp(
    `(?<!\\b${OTHER_THING}\\s+(?:is\\s+|'s\\s+|was\\s+|are\\s+)?)\\b(?:called|named|titled|dubbed)\\s+`,
    'gi',
  ),
  /\b(?:call|calling|name|naming|title|titling|dub)\s+(?:the\s+(?:whole\s+)?(?:campaign|thing|one)|this\s+(?:campaign|one)|that\s+(?:campaign|one)|our\s+campaign|the\s+new\s+one|it|this|that)\b\s*(?:[:=-]\s*)?/gi,
  /\bre-?name\s+(?:(?:it|this|that|the\s+campaign|this\s+campaign|our\s+campaign|the\s+whole\s+thing|campaign)\s+)?(?:(?:to|as|into)\s+)?/gi,
  /\b(?:change|switch|update|set|make|edit|fix|correct)\s+(?:the\s+|its\s+|our\s+|the\s+campaign(?:'s)?\s+)?(?:campaign(?:'s)?\s+)?(?:name|title)\s*(?:to|as|into|=|:)\s*/gi,
  /(?<!\b(?:my|our|his|her|their|brand|company|business|shop|store|app|product|domain|user|file|display)\s+)\b(?:campaign\s+)?(?:name|title)\s*(?:(?:is|'s|will|'ll|would|could|can|might|may|shall|should|must|needs?\s+to|has\s+to)\s+(?:(?:probably|prob|likely|definitely|maybe|just|actually|now)\s+)?(?:gonna\s+|going\s+to\s+|gunna\s+)?be|(?:is\s+|'s\s+)?(?:gonna|going\s+to|gunna)\s+be|is|'s|:|=|-|–|to\s+be)(?![\w'])\s*/gi,
  /\b(?:nmae|naem|nme|anme|nane|mame|namw|nam|tilte|titel|campagin\s+name|campiagn\s+name|campaing\s+name)\s*[:=]\s*/gi,
  /\b(?:campaign|campagin|campaing|campiagn)\s*[:=]\s*/gi,
  // "campaign name Green Friday", "name Pipeline Push": no separator, so the name must start with a
  // capital or a quote.
  /(?<!\b(?:my|our|his|her|their|your|brand|company|business|shop|store|app|product|domain|user|file|display)\s+)\b(?:[Cc]ampaign\s+)?[Nn]ame\s+(?=["“'\p{Lu}\d])/gu,
];

// "We'll go with Brew Crew as the name", "Brew Crew should be the name".
export const AS_THE_NAME =
  /\b(?:go(?:ing)?\s+with|use|using|pick|picking|choose|take|let'?s\s+do|try)\s+([^.,;!?\n]{2,80}?)\s+(?:as|for)\s+(?:the|our|its)\s+(?:campaign\s+)?(?:name|title)\b/gi;
export const IS_THE_NAME =
  /(?:^|[.,;!?]\s*)([^.,;!?\n]{2,80}?)\s+(?:is|should\s+be|will\s+be|can\s+be|would\s+be)\s+(?:the|our|its)\s+(?:campaign\s+)?(?:name|title)\b/gi;

// Where an unquoted name stops: punctuation, or the words that begin the next part of the sentence.
// Tried only where a run of spaces starts, and one space before a word (the leading `\s*` takes the
// rest): `\s*...\s+word` split every long run of spaces two ways at every start (issue 23).
export const TERMINATOR =
  /(?<!\s)\s*(?:[,.;!?\n(]|\s[-–—]\s|\s(?:for|with|on|in|targeting|aimed|that|which|and|using|budget|objective|goal|starting|from|via|at|about|around|focused|focusing|across|please|pls|plz|thx|thanks|obvs|lol|running|who|where|but|to\s+(?:target|reach|drive|get|sell|promote)|so\s+(?:we|i)|because|since|as\s+(?:the|our|its)|is\s+the)\b)/i;

// A connector inside a Title Case name ("Crumbs for Christmas", "Pride and Joy") does not end it.
export const CONNECTOR = /^\s*(?:for|of|in|and|with|at|on)$/i;
// Nor does one typed with a capital ("Always On", "Made In Leeds", "Home For Good").
export const CAPITAL_CONNECTOR =
  /^\s+(?:For|Of|In|And|With|At|On|From|About|Around|Across|Via|That|Who|Where|But|Using|Running)$/;
// What is left of a bare answer once "campaign" is dropped: "new campaign" asks for one, it names none.
export const GENERIC_NAME =
  /^(?:new|a|an|the|my|our|another|first|next|big|small|test|this|that|some)(?:\s+(?:new|one|big))?$/i;

// After a name: "..., no wait, Spring Refresh", "... - actually call it X".
export const SELF_CORRECTION =
  /^\s*[,;.!-]*\s*(?:no\s+wait|no\s+no|no|wait|actually|sorry|oops|i\s+mean|i\s+meant|or\s+rather|rather|scratch\s+that|make\s+(?:it|that)|on\s+second\s+thought)\b[\s,:;.!-]*(?:(?:no\s+|actually\s+)?(?:call\s+it|name\s+it|make\s+it|let'?s\s+(?:call\s+it|go\s+with|do)|go\s+with|it'?s|it\s+should\s+be|should\s+be)\s+)?/i;

// Words after a name that add nothing: "Q1 Push pls", "Gym Jam 💪", "Brew Crew i guess".
export const TRAILING_FILLER =
  /(?:\s+(?:pls|plz|please|thx|thanks|thank\s+you|ty|obvs|obviously|lol|haha|i\s+guess|i\s+think|maybe|then|ok|okay|for\s+now|if\s+possible|k|instead|rather|now|too|as\s+well))+$/i;
export const EMOJI =
  /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|[\u{1F1E6}-\u{1F1FF}]/gu;

// A bare answer is a name only if it does not read like a sentence, a reply or another fact.
export const NOT_A_NAME =
  /\b(?:i|i'm|i'd|we|we're|we've|our|my|you|it|it's|its|this|that|that's|they|they're|want|wanna|create|make|build|start|help|need|please|let's|lets|can|could|would|should|what|how|why|hi|hello|hey|hiya|hallo|hola|howdy|yo|thanks|thank|yes|no|nope|ok|okay|sure|next|approve|reject|modify|skip|continue|sounds|looks|good|great|fine|perfect|kpi|budget|objective|platforms?|google|facebook|instagram|tiktok|linkedin|meta|suggest|idea|ideas|recommend|anything|whatever|dunno|don't|know|target|targeting|run|use|spend|sell|promote|advertise|only|just|everything|drop|add|remove|change|actually|sorry|oops|hmm|um|uh|lol|headlines?|descriptions?|cta|tags?|interests?|industry|category)\b/i;
// "Back to School" is a name; "back" alone is the command.
export const COMMAND_ONLY = /^(?:back|go\s+back|undo|help|launch(?:\s+it)?|done|stop)$/i;

// Lower-case sentence openings: "drive app installs", "get people to engage", "mainly want ...".
export const LOWER_CASE_SENTENCE =
  /^(?:get|drive|boost|increase|grow|generate|more|mainly|mostly|goal|aim|looking|trying|reach|bring|find|sell|selling|getting|driving|just|also|maybe|probably|basically|honestly|definitely|not|nothing|none|all|any|some|lots|a\s+lot|the\s+goal|the\s+aim|people|users|folks|customers)\b/i;

// A bare answer that is only another fact ("traffic", "ROAS") answers the objective or KPI, not the name.
export const ONLY_ANOTHER_FACT =
  /^(?:brand\s+)?(?:awareness|traffic|engagement|leads?|lead\s+gen(?:eration)?|sales|conversions|purchases|app\s+installs|installs|downloads|reach|clicks|roas|cpa|cpc|cpm|ctr|cpl|cpi)$/i;

// Small words a Title Case name keeps in lower case.
export const SMALL_WORD = /^(?:a|an|the|of|for|and|or|to|in|on|at|with|by|&|n|'n'|x|vs\.?|de|la|le|du)$/i;

// Capitalised words that start the next part of a sentence rather than continue a name.
export const NOT_NAME_CONTINUATION =
  /^\s*(?:Facebook|Instagram|Insta|Google|TikTok|LinkedIn|Meta|YouTube|Snapchat|Pinterest|Twitter|Reddit|Mantis|ExoClick|Coinzilla|Q[1-4]|Mon|Tue|Wed|Thu|Fri|Sat|Sun|I|We|Our|My|The\s+(?:US|UK|EU))\b/;

// Words that add nothing to a bare answer made of other facts ("Google Ads", "US and Canada only").
export const FACT_FILLER =
  /^(?:ads?|search|network|display|shopping|video|only|too|also|plus|and|or|&|mostly|mainly|please|pls|both|all|the|in|on)$/i;
