// Long adversarial chat messages (issue 23; apps/ai/eval/adversarial-messages.ts): the planner's time for
// each in process, then the slowest one through the running AI service, as /chat/start's initialMessage,
// while another conversation's message and the AI health check are timed alongside it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ROOT } from '../lib/process.mjs';
import { MODULE_CONTEXT, startAiService } from './ai.mjs';

const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
export const ADVERSARIAL = { targetPlannerMs: 50, targetChatMs: 3000, targetAlongsideMs: 1000 };

async function timed(fn) {
  const start = performance.now();
  const status = await fn();
  return { ms: performance.now() - start, status };
}

export async function adversarialScenario(ctx) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [TSX, join(ROOT, 'apps/ai/eval/adversarial.ts'), '--json', '--with-text'],
    { cwd: ROOT, maxBuffer: 1 << 24 },
  );
  const { slowest } = JSON.parse(stdout.trim().split('\n').at(-1));
  const ai = await startAiService(ctx.apiUrl, ctx.aiDatabaseUrl);
  try {
    const headers = {
      ...ctx.authHeaders,
      'x-module-context': MODULE_CONTEXT,
      'content-type': 'application/json',
    };
    const post = (path, body) =>
      fetch(`${ai.url}/api/v1/ai/chat/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const other = await (await post('start', { moduleContext: MODULE_CONTEXT, initialMessage: 'Hi' })).json();
    const otherId = other.conversation.conversationId;
    // The slow message, and meanwhile another user's message and the health check, each timed.
    const heavy = timed(async () => {
      const res = await post('start', { moduleContext: MODULE_CONTEXT, initialMessage: slowest.text });
      await res.arrayBuffer();
      return res.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [chat, health, message] = await Promise.all([
      heavy,
      timed(async () => (await fetch(`${ai.url}/api/v1/health`)).status),
      timed(async () => {
        const res = await post('message', {
          conversationId: otherId,
          message: 'Target the US',
          moduleContext: MODULE_CONTEXT,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    ]);
    return {
      p99: chat.ms,
      plannerMs: slowest.maxMs,
      alongsideMs: Math.max(health.ms, message.ms),
      note: `slowest "${slowest.name}": planner ${slowest.maxMs.toFixed(1)} ms (target < ${ADVERSARIAL.targetPlannerMs}), chat/start ${Math.round(chat.ms)} ms (${chat.status}); meanwhile health ${Math.round(health.ms)} ms (${health.status}), another chat ${Math.round(message.ms)} ms (${message.status})`,
    };
  } finally {
    await ai.stop();
  }
}
