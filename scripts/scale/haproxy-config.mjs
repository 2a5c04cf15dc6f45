// The HAProxy configuration of the scale-out set-up, from one template (haproxy.cfg.template): the
// scale test renders it with its own ports, docs/deploy.md shows it with example addresses.
//   node scripts/scale/haproxy-config.mjs --write-docs   refresh the block in docs/deploy.md
//   node scripts/scale/haproxy-config.mjs --check        exit 1 when docs/deploy.md is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('./haproxy.cfg.template', import.meta.url));
const DOCS = fileURLToPath(new URL('../../docs/deploy.md', import.meta.url));
const BEGIN = '<!-- haproxy.cfg: generated from scripts/scale/haproxy.cfg.template, do not edit here -->';
const END = '<!-- end of haproxy.cfg -->';

/** What docs/deploy.md shows: TLS on two public addresses, instances on a private network. */
export const DOCS_VALUES = {
  APP_BIND: '203.0.113.10:443 ssl crt /etc/haproxy/certs/app.example.com.pem',
  AI_BIND: '203.0.113.11:443 ssl crt /etc/haproxy/certs/ai.example.com.pem',
  API_1: '10.0.1.11:3000',
  API_2: '10.0.1.12:3000',
  AI_1: '10.0.1.21:5000',
  AI_2: '10.0.1.22:5000',
  STATS_SOCKET: '/run/haproxy/admin.sock',
};

/** The template with every @NAME@ replaced; a missing or unknown value is an error, not a blank. */
export function renderHaproxyConfig(values) {
  const text = readFileSync(TEMPLATE, 'utf8');
  const used = new Set();
  const out = text.replace(/@([A-Z0-9_]+)@/g, (_match, name) => {
    if (!(name in values)) throw new Error(`haproxy.cfg.template: no value for @${name}@`);
    used.add(name);
    return values[name];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`haproxy.cfg.template has no @${unused.join('@, @')}@`);
  return out;
}

const docsBlock = () => `${BEGIN}\n\`\`\`haproxy\n${renderHaproxyConfig(DOCS_VALUES)}\`\`\`\n${END}`;

/** docs/deploy.md with its configuration block replaced by the current rendering. */
function docsWithBlock() {
  const docs = readFileSync(DOCS, 'utf8');
  const start = docs.indexOf(BEGIN);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/deploy.md lacks the markers ${BEGIN} ... ${END}`);
  return { docs, updated: docs.slice(0, start) + docsBlock() + docs.slice(end + END.length) };
}

/** True when docs/deploy.md shows exactly what the template renders. */
export function docsInSync() {
  const { docs, updated } = docsWithBlock();
  return docs === updated;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write-docs')) {
    writeFileSync(DOCS, docsWithBlock().updated);
    console.log('docs/deploy.md: HAProxy configuration refreshed from scripts/scale/haproxy.cfg.template');
  } else if (process.argv.includes('--check')) {
    if (!docsInSync()) {
      console.error('docs/deploy.md is out of date: run node scripts/scale/haproxy-config.mjs --write-docs');
      process.exit(1);
    }
  } else {
    process.stdout.write(renderHaproxyConfig(DOCS_VALUES));
  }
}
