import { joinList } from '../format.ts';
import { defineFact } from './fact-types.ts';

// Files attached in the hub arrive as "I've attached 2 files: banner.png, promo.mp4". The chat has only
// their names, so nothing is added to the campaign: the reply says where to upload them instead.

const ATTACHED =
  /\b(?:i'?ve|i\s+have|i)?\s*(?:attached|uploaded|added)\s*(?:\d+\s+)?(?:the\s+)?(?:files?|images?|videos?|assets?|creatives?)?\s*:\s*([^\n]{1,2000})/i;
const EXTENSION = /\.([a-z0-9]{2,5})$/i;
const FILE_VERB =
  /\b(?:see\s+)?(?:attached|attaching|sending|sent|uploading|uploaded|here(?:'s|\s+is|\s+are))\b/gi;
const FILE_NAME =
  /(?<![\w/.-])[\w-][\w.-]{0,80}\.(?:png|jpe?g|gif|webp|svg|avif|heic|mp4|mov|webm|m4v|pdf|docx?)\b(?:\s+now\b)?/gi;

type AssetType = 'image' | 'video' | 'document';
const typeOf = (name: string): AssetType | null => {
  const ext = name.match(EXTENSION)?.[1]?.toLowerCase() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif', 'heic'].includes(ext)) return 'image';
  if (['mp4', 'mov', 'webm', 'm4v'].includes(ext)) return 'video';
  if (['pdf', 'doc', 'docx'].includes(ext)) return 'document';
  return null;
};

export const assetsFact = defineFact<{ name: string; type: AssetType }[]>({
  key: 'assets',
  step: 5,
  scope: 'anywhere',
  prompt: 'Attach images or videos for the ads.',
  examples: ["I've attached 2 files: banner.png, promo.mp4"],
  read(message) {
    const m = message.text.match(ATTACHED);
    if (!m) {
      // "See attached brief.pdf", "sending brand-guidelines.pdf now": a file named anywhere.
      const named = [...message.text.matchAll(FILE_NAME)].flatMap((f) => {
        // "sending brand-guidelines.pdf now": the "now" is about the sending.
        const name = f[0].replace(/\s+now$/i, '');
        const type = typeOf(name);
        return type ? [{ name, type, start: f.index ?? 0, length: f[0].length }] : [];
      });
      if (named.length === 0) return [];
      for (const f of named) message.claim(f.start, f.start + f.length);
      // The verb that carried them ("see attached", "sending") is about the files too.
      for (const v of message.text.matchAll(FILE_VERB))
        message.claim(v.index ?? 0, (v.index ?? 0) + v[0].length);
      return [{ key: 'assets', op: 'add', value: named.map(({ name, type }) => ({ name, type })) }];
    }
    const files = (m[1] ?? '')
      .split(/\s*,\s*/)
      .map((name) => name.trim().slice(0, 200))
      .flatMap((name) => {
        const type = typeOf(name);
        return type ? [{ name, type }] : [];
      });
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    return files.length ? [{ key: 'assets', op: 'add', value: files }] : [];
  },
  apply(fact) {
    const names = joinList(fact.value.map((f) => f.name));
    return {
      warnings: [
        `I received the file name${fact.value.length === 1 ? '' : 's'} ${names}, but the chat cannot open files. Upload ${fact.value.length === 1 ? 'it' : 'them'} in the Campaign Builder's Creative Assets step (step 5).`,
      ],
    };
  },
});
