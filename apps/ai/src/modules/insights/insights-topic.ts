import { classifyAct } from '../../planner/dialogue/acts.ts';
import type { InsightsTopic } from './insights-answer.ts';

// Which messages read the user's campaigns from the API: a question about performance ("AI Performance
// Review", "how are my campaigns doing?") or analytics ("Ask AI About Analytics"). Every other message
// costs no API call.

export function insightsTopic(message: string): InsightsTopic | null {
  const { act, topic } = classifyAct(message.slice(0, 1000));
  if (act !== 'question' && act !== 'hypothetical') return null;
  return topic === 'performance' || topic === 'analytics' ? topic : null;
}
