import { at, P, same, sets, table } from '../build.ts';
import { brewAud, lingo, physio } from '../drafts.ts';

// Names: single and typographic quotes, guillemets, two quoted strings in one message (a name and
// something else), a name after a question, labels with typos, words inside a name that set nothing.

const { cases, add } = table('names');

export { cases };

const name = (campaignName: string, more: Record<string, unknown> = {}) =>
  sets({ [P.name]: campaignName, ...more });

add('name', at(1), "name it 'Harvest Table Week'", name('Harvest Table Week'));
add(
  'name',
  at(1),
  "'Ferment Fest' is the name, sales is the goal",
  name('Ferment Fest', { [P.objective]: 'sales' }),
);
// Two quoted strings: the first names the campaign, the second is a headline; "Winter" schedules nothing.
add(
  'name',
  at(1),
  'call it "Frost & Fizz" with the headline "Winter in a bottle"',
  name('Frost & Fizz', { [P.headlines]: ['Winter in a bottle'] }),
);
// A description that names a month schedules nothing.
add(
  'name',
  at(1),
  "campaign 'Mat Monday', description 'new member push for January'",
  name('Mat Monday', { [P.description]: 'new member push for January' }),
);
add(
  'name',
  at(1),
  "'Q1 Pipeline Blitz' - objective 'leads'",
  name('Q1 Pipeline Blitz', { [P.objective]: 'leads' }),
);
// A name after a question in the same message.
add('name', at(1), 'what do people usually call these? eh whatever, Spring Stems', name('Spring Stems'));
add('name', at(1), 'do I need a name now? ok then: Ledgerline Kickoff', name('Ledgerline Kickoff'));
add('name', at(1), 'can I rename later? if so, go with Petal Drop for now', name('Petal Drop'));
add('name', at(1), 'the name of the campaign will be Wortwerk Wintersprint', name('Wortwerk Wintersprint'));
add(
  'name',
  at(1),
  'Subject: new campaign\n\nHi team, campaign title: Northgate Spring Reset. Thanks!',
  name('Northgate Spring Reset'),
);
add('name', at(1), 'lets name this one Booch Bonanza 2027 🍾', name('Booch Bonanza 2027'));
add('name', at(1), 'campaign nm: Stems & Sons', name('Stems & Sons'));
add('name', at(1), 'name → Yoga in the Park', name('Yoga in the Park'));
add('name', at(1), 'Name: «Lernsprint»', name('Lernsprint'));
// "Tuesdays" in a name schedules nothing.
add('name', at(1), 'call it 2-for-1 Tuesdays', name('2-for-1 Tuesdays'));
add('name', at(1), "title 'Open Mat Week'", name('Open Mat Week'));
add(
  'name',
  at(4, brewAud),
  "small thing - rename to 'Tidewater Holiday Fizz'",
  name('Tidewater Holiday Fizz'),
);
// A city inside a name does not change the targeting.
add('name', at(2, physio), 'the client wants it called ‘Move Better Bristol’', name('Move Better Bristol'));
add(
  'name',
  at(2, { ...lingo, campaignName: 'Wordwerk Winter Installs' }),
  "name's misspelt - it's Wortwerk Winter Installs",
  name('Wortwerk Winter Installs'),
);
add('name', at(1), 'idk what to call it yet, can you pick one later?', same());
