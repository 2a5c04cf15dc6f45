import { type Recognition, recognise } from '../../recognise/recognise.ts';

// The recognition span slots read. They take entities, numbers and the message's structure; none reads
// dates yet (the schedule keeps its own reader, which runs chrono itself), so the date finder, the
// costliest, is left out until a slot needs it.
export const slotRecognition = (text: string, now: Date): Recognition =>
  recognise(text, now, { dates: false });
