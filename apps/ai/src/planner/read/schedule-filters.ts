import type { ParsingContext, ParsingResult } from 'chrono-node';
import { MONTH_NAME } from './schedule-calendar.ts';

// chrono reads a date into many things advertisers type that are not dates. This refiner runs first,
// before chrono drops the shorter of two overlapping readings, so a false reading cannot push out a true one.

const OURS = 'ns/';
// "Jan 15-Feb 15": chrono also reads "15-Feb 15" as 15 February 2015; the day belongs to "Jan".
const MONTH_BEFORE = new RegExp(String.raw`\b${MONTH_NAME}\.?\s*$`, 'i');
// "7 day attribution", "a week", "3 months": a length of time, not a date (durations.ts reads those);
// "two weeks before" is the offset of the date that follows (schedule.ts applies it).
const BARE_UNIT =
  /^(?:(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|\d+)[\s-]*)?(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|hrs?|seconds?|secs?)(?:\s+(?:before|after|from|since|prior\s+to))?$/i;
const WEEKDAY_ABBR = /^(?:on\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$/i;
// "May we add TikTok?", "we march on", "Jan from marketing": a bare month word needs a word that takes a date.
const AMBIGUOUS_MONTH = /^(?:may|march|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?$/i;
const DATE_CUE =
  /(?:\b(?:on|in|by|next|this|from|until|till|til|through|thru|to|and|since|of|for|during|early|mid|late|starting|start|starts|launch\w*|begin\w*|live|every|each|coming|following|before|after|all|throughout|ends?|ending)|[-–])\s*$/i;
const RANGE_ON = new RegExp(String.raw`^\s*(?:-|–|to|through|thru|till|until)\s+(?:\d|${MONTH_NAME}\b)`, 'i');
// "1/2 the budget", "3/4 of spend", "50/50 split".
const FRACTION_AFTER = /^\s*(?:of|the|split|ratio|rating|stars?|scale)\b/i;

function isOurs(result: ParsingResult): boolean {
  for (const tag of result.tags()) if (tag.startsWith(OURS)) return true;
  return false;
}

function unlikely(context: ParsingContext, result: ParsingResult): boolean {
  const text = result.text.trim();
  const before = context.text.slice(Math.max(0, result.index - 24), result.index);
  const after = context.text.slice(result.index + result.text.length);
  const start = result.start;
  const wholeMessage = context.text.trim().replace(/[.!?]+$/, '') === text;
  if (/^now$/i.test(text)) return true; // our asap parser decides about "now"
  if (/^within\b/i.test(text)) return true; // "500 downloads within 30 days" is a deadline
  if (/^(?:today|tonight)$/i.test(text) && /^['’]s\b/.test(after)) return true; // "today's date"
  if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month')) return true; // a time only
  if (/^\d/.test(text) && MONTH_BEFORE.test(before)) return true;
  if (BARE_UNIT.test(text)) return true;
  if (WEEKDAY_ABBR.test(text) && !wholeMessage && !DATE_CUE.test(before)) return true;
  // "every weekend", "each Monday": when in the week to show ads, not when the campaign runs.
  if (start.isCertain('weekday') && !start.isCertain('day') && /\b(?:every|each)\s+$/i.test(before))
    return true;
  const monthOnly = start.isCertain('month') && !start.isCertain('day');
  const rangeStart = RANGE_ON.test(after); // "Maybe March to May"
  if (monthOnly && AMBIGUOUS_MONTH.test(text) && !wholeMessage && !rangeStart && !DATE_CUE.test(before))
    return true;
  if (/^\d{1,2}\/\d{1,2}$/.test(text) && FRACTION_AFTER.test(after)) return true;
  if (/^24\s*[/-]\s*7$/.test(text)) return true; // "24/7" support
  return false;
}

// "#summer", "the summer and promo tags": a tag, whoever read it.
const TAG_AFTER = /^(?:\s*(?:,|and|&)\s*[\w-]+)*\s+tags?\b/i;

function isTag(context: ParsingContext, result: ParsingResult): boolean {
  return (
    context.text[result.index - 1] === '#' ||
    TAG_AFTER.test(context.text.slice(result.index + result.text.length))
  );
}

export const dropUnlikely = {
  refine: (context: ParsingContext, results: ParsingResult[]): ParsingResult[] =>
    results.filter((r) => !isTag(context, r) && (isOurs(r) || !unlikely(context, r))),
};
