import { startFakeApi } from '../src/test/fake-api.ts';
import { createTestApp } from '../src/test/test-app.ts';
import type { Persona } from './eval-types.ts';

// Each persona's conversation held again through the chat endpoints alone (the AI service in process,
// its own database), against the stand-in API whose launch runs the shared launch gate: after the
// persona's turns, "launch it" and each launch approval, the campaign must be launched on that server.
// The planner-level run (evaluate.ts) judges the turns; this judges that the job gets finished.

export interface ServerLaunchResult {
  id: string;
  launched: boolean;
  /** The server's status of the conversation's campaign, or why there is none. */
  detail: string;
}

const APPROVE = 'I approve this recommendation.';
/** "launch it", then three approvals; a few spare for a launch that first asks to fix something. */
const LAUNCH_TURNS = 8;

export async function launchOnServer(personas: readonly Persona[]): Promise<ServerLaunchResult[]> {
  const api = await startFakeApi();
  const t = await createTestApp({ fakeApi: api });
  try {
    const results: ServerLaunchResult[] = [];
    for (const persona of personas) {
      const user = t.user();
      const started = await t.start(user.headers);
      const id: string = started.json().conversation.conversationId;
      const say = async (message: string) => {
        const res = await t.send(user.headers, id, message);
        if (res.statusCode !== 200) throw new Error(`“${message.slice(0, 40)}” answered ${res.statusCode}`);
        return res.json();
      };
      let reply: { approvalData?: { kind?: string } | null; launch?: { campaignId: string } | null } = {};
      try {
        for (const turn of persona.turns) reply = await say(turn.say);
        for (let i = 0; i < LAUNCH_TURNS && !reply.launch; i++)
          reply = await say(reply.approvalData?.kind?.startsWith('launch_') ? APPROVE : 'launch it');
      } catch (error) {
        results.push({ id: persona.id, launched: false, detail: (error as Error).message });
        continue;
      }
      await t.settled();
      const mine = api.campaigns.ofUser(user.id);
      const launched = mine.filter((c) => c.status === 'scheduled' || c.status === 'active');
      results.push({
        id: persona.id,
        // One campaign per conversation, and it is the one the reply says was launched.
        launched: launched.length === 1 && mine.length === 1 && launched[0]?.id === reply.launch?.campaignId,
        detail: mine.map((c) => c.status).join(', ') || 'no campaign on the server',
      });
    }
    return results;
  } finally {
    await t.close();
    await api.close();
  }
}
