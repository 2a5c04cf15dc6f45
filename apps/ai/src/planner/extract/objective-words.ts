import type { Objective } from '@northstar/shared/campaign';

// The phrases for each objective (table for objective.ts): what people should do, said plainly ("get
// folks to download it", "people to buy stuff", "drive people to the site"). The results people name
// ("sign-ups", "eyeballs", "orders") and their misspellings are data in lexicon/objectives.ts.

// "we sell CBD oils" says what the business is, not what the campaign is for; "sell more" is a goal.
const NOT_AFTER_SELLER =
  /(?<!\b(?:we|i|they|who|which|that|we're|we\s+are|i'm|i\s+am|they're)(?:\s+(?:also|mainly|mostly|only|just|primarily|currently|already|basically|now))?\s+)/
    .source;

// Who the ads should move: "people", "folks", "users", "more customers", "them".
const WHO = String.raw`(?:(?:more|new|lots\s+of|loads\s+of|a\s+lot\s+of|as\s+many)\s+)?(?:people|persons|folks|users|visitors|shoppers|customers|buyers|consumers|readers|viewers|fans|prospects|players|guests|patients|clients|everyone|everybody|someone|them|others|the\s+public|audiences?)`;
// How a goal is said before the action: "get people to", "want folks to", "make them".
const GET =
  '(?:get|getting|gets|want|wants|wanting|need|needs|make|making|have|having|convince|convincing|persuade|encourage|encouraging|push|pushing|drive|driving|bring|bringing|help|helping|invite|inviting)';
const THE_APP = String.raw`(?:the|our|my)\s+(?:new\s+)?(?:app|game|mobile\s+app|application)`;
const SITE = String.raw`(?:(?:our|the|my)\s+)?(?:(?:new|online|web|landing)\s+)?(?:site|website|web\s*site|webpage|web\s+page|blog|page|pages|landing\s+pages?|store|shop|webshop|menu|url|link|articles?|posts?|listings?|product\s+pages?)`;
const BUY = String.raw`(?:buy|buying|buys|bought|purchase|purchasing|order|ordering|shop|shopping|(?:check|checking)\s*out(?!\s+(?:our|the|my|this|that|what|how))|spend\s+money|pay|paying|subscribe\s+and\s+pay)`;
const SIGN_UP = String.raw`(?:sign\s*up|signing\s+up|sign\s+on|register|registering|enquire|inquire|enquiring|inquiring|book|booking|get\s+in\s+touch|reach\s+out|contact\s+us|call\s+us|request\s+(?:a\s+)?(?:demo|quote|callback|call\s*back|consultation)|fill\s+(?:in|out)\s+(?:a|the|our)\s+form|leave\s+(?:their|an?)\s+(?:details|email|number)|join\s+(?:the|our)\s+(?:waitlist|wait\s+list|mailing\s+list|list|newsletter)|apply)`;

export const OBJECTIVE_WORDS: readonly { objective: Objective; pattern: RegExp }[] = [
  {
    objective: 'app_installs',
    pattern: new RegExp(
      [
        String.raw`\b(?:download|install|get|grab|try)\s+${THE_APP}\b`,
        String.raw`\b${GET}\s+(?:${WHO}\s+)?to\s+(?:download|install)\b`,
        String.raw`\b(?:download|install)\s+(?:it|us|the\s+thing)\b`,
        String.raw`\b(?:grow|growing|build|building)\s+(?:the|our)\s+(?:app'?s\s+)?user\s*base\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    objective: 'awareness',
    pattern: new RegExp(
      [
        String.raw`\b(?:get|getting|spread|spreading|put|putting)\s+(?:the\s+word|our\s+name|the\s+name|ourselves|us|it|the\s+brand|our\s+brand)\s+out(?:\s+there)?\b`,
        String.raw`\bput\s+(?:us|ourselves|the\s+brand)\s+on\s+the\s+map\b`,
        String.raw`\b(?:get|be|become|getting|being|more)\s+(?:better\s+|more\s+|well\s+|widely\s+)?(?:known|noticed|seen|recogni[sz]ed)\b`,
        String.raw`\b(?:know|knowing|hear|hearing|heard|learn|learning|find\s+out|finding\s+out|talk|talking)\s+(?:about|of)\s+(?:us|it|the\s+brand|our\s+(?:brand|business|company|shop|store|app|product|name))\b`,
        String.raw`\b(?:know|knows|knowing|learn|learning)\s+(?:who\s+we\s+are|we\s+exist|what\s+we\s+do)\b`,
        String.raw`\bin\s+front\s+of\s+(?:as\s+many|more|lots\s+of|loads\s+of|new|a\s+lot\s+of)\b`,
        String.raw`\b(?:max(?:imum|imise|imize)?|broad|wide|mass|massive|big|huge)\s+reach\b|\breach\s+as\s+many\b`,
        String.raw`\bintroduc(?:e|ing)\s+(?:the|our)\s+brand\b|\b(?:make|create|build|generate)\s+(?:some\s+)?(?:buzz|noise|a\s+splash|a\s+name\s+for\s+ourselves)\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    objective: 'traffic',
    pattern: new RegExp(
      [
        String.raw`\b(?:website|site|web|blog|store|shop|page|landing\s+page)\s+(?:visits|visitors|traffic|views|sessions)\b`,
        String.raw`\bclicks\s+(?:to|through\s+to|on\s+to|onto)\b`,
        String.raw`\b(?:drive|driving|send|sending|bring|bringing|get|getting|push|pushing|funnel|direct|steer|pull|pulling|lead)\s+(?:${WHO}\s+|traffic\s+|clicks\s+)?(?:to|onto|on\s+to|into|towards?|over\s+to|back\s+to)\s+${SITE}\b`,
        String.raw`\b(?:reading|read|visiting|visit|browsing|browse|check\s+out|checking\s+out|click\s+through\s+to|land\s+on|come\s+to)\s+(?:our|the|my)\s+(?:blog|site|website|articles?|posts|online\s+store|web\s*shop|menu|page|landing\s+page)\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    objective: 'engagement',
    pattern: new RegExp(
      [
        String.raw`\binteract(?:ing)?\s+with\b`,
        String.raw`\b(?:build|grow|building|growing)\s+(?:a|the|our)\s+(?:community|following|audience\s+on)\b`,
        String.raw`\b(?:get|getting)\s+(?:${WHO}\s+)?(?:talking|commenting|sharing|liking|reacting|involved)\b`,
        String.raw`\b(?:like|liking|comment\s+on|commenting\s+on|share|sharing|react\s+to|reacting\s+to)\s+(?:and\s+(?:\w+\s+){1,2}?)?(?:our|the|their)\s+(?:posts?|reels?|videos?|content|stories|tiktoks|shorts)\b`,
        String.raw`\b(?:conversation|buzz|chatter)\s+(?:around|about|on)\s+(?:our|the)\s+(?:posts?|content|brand|reels?|videos?)\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    objective: 'leads',
    pattern: new RegExp(
      [
        String.raw`\bsubscriptions\s+to\s+(?:our|the)\s+newsletter\b`,
        String.raw`\brequests\s+for\s+(?:a\s+)?(?:quote|demo|callback)s?\b|\bcall\s*backs\b`,
        String.raw`\bnewsletter\s+subscri(?:bers|ptions)\b|\b(?:email|mailing)\s+(?:list|sign[- ]?ups|subscribers|addresses|captures?)\b`,
        String.raw`\b(?:fill|filling|grow|growing|build|building|feed|feeding|fatten)\s+(?:up\s+)?(?:the|our|my)\s+(?:sales\s+)?(?:funnel|pipeline|pipe|crm)\b`,
        String.raw`\b(?:capture|capturing|collect|collecting|gather|gathering|harvest)\s+(?:\w+\s+){0,2}?(?:emails|email\s+addresses|details|contacts|phone\s+numbers|numbers|info)\b`,
        String.raw`\b${GET}\s+${WHO}\s+to\s+${SIGN_UP}\b`,
        String.raw`\b${WHO}\s+to\s+${SIGN_UP}\b`,
        String.raw`\b(?:free\s+)?trial\s+(?:sign[- ]?ups|starts|users)\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    objective: 'sales',
    pattern: new RegExp(
      [
        String.raw`${NOT_AFTER_SELLER}\bsell(?:ing)?\b(?!\s+(?:to|through|via|on|in)\b)`,
        String.raw`\b${GET}\s+${WHO}\s+(?:to\s+)?(?:actually\s+)?${BUY}\b`,
        String.raw`\b${WHO}\s+to\s+(?:actually\s+)?(?:buy|purchase|order|check\s*out|spend|pay)\b`,
        String.raw`\b(?:buy|buying|purchase|purchasing|order|ordering)\s+(?:stuff|things|something|products?|more|online|from\s+(?:us|our|the)|our\s+(?:stuff|products?|range|gear|kit))\b`,
        String.raw`\b(?:move|moving|shift|shifting|clear|clearing|sell\s+through|sell\s+out)\s+(?:more\s+|our\s+|the\s+)?(?:product|products|stock|inventory|units|merch)\b`,
        String.raw`\bnew\s+customers\s+who\s+buy\b`,
      ].join('|'),
      'gi',
    ),
  },
];
