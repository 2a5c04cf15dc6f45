import { BUILDER_STEPS, type LaunchFinding, type StepNumber } from '@northstar/shared/campaign';

// Step 9 shows what the launch gate (packages/shared campaign/launch-gate.ts, the one function that
// decides a launch, on the server too) finds; this file only arranges those findings for the page.

export interface FindingGroup {
  step: StepNumber;
  title: string;
  findings: LaunchFinding[];
}

const findingKey = (f: LaunchFinding) => `${f.step}|${f.field}|${f.message}`;

/** The local gate's findings and the server's last refusal, without repeats, in step order. */
export function mergeFindings(
  local: readonly LaunchFinding[],
  server: readonly LaunchFinding[] = [],
): LaunchFinding[] {
  const seen = new Set<string>();
  return [...local, ...server]
    .filter((f) => {
      const key = findingKey(f);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.step - b.step);
}

/** Findings grouped under the step they belong to, steps in order; steps without findings left out. */
export const groupFindings = (findings: readonly LaunchFinding[]): FindingGroup[] =>
  BUILDER_STEPS.flatMap((s) => {
    const mine = findings.filter((f) => f.step === s.number);
    return mine.length ? [{ step: s.number, title: s.title, findings: mine }] : [];
  });

// The regulated category belongs to step 1 for the gate, but the builder asks for it beside the networks
// it decides (step 3): the link goes where the field is.
const EDITED_ON: Readonly<Record<string, StepNumber>> = { regulatedCategory: 3 };

/** The step whose form edits the finding's field. */
export const stepOfField = (finding: LaunchFinding): StepNumber => EDITED_ON[finding.field] ?? finding.step;
