import { type Locale, type ModifyStepRefusal, type Project, serverRoles } from '@tender/domain';
import { stateLabel } from './labels';

/** Why the signed-in user may not change the step, in the user's terms (§6). */
export function modifyRefusalText(
  reason: ModifyStepRefusal,
  context: {
    readonly project: Pick<Project, 'state' | 'auditState'>;
    readonly step?: { readonly nodeName: string; readonly flowRoles: readonly string[] };
    readonly roleNames: readonly string[];
    readonly locale: Locale;
  },
): string {
  switch (reason) {
    case 'read-only-state':
      return `the project is read-only: its state is ${stateLabel(context.project.state, context.locale)} (only state 3 may change)`;
    case 'awaiting-audit':
      return `the project is read-only while it awaits audit (auditState ${context.project.auditState})`;
    case 'role-not-in-step': {
      const roles = serverRoles(context.roleNames);
      return `the step "${context.step?.nodeName}" may be changed only by the roles ${context.step?.flowRoles.join(', ')}; you have ${roles.length > 0 ? roles.join(', ') : 'no role'}`;
    }
    case 'no-such-step':
      return 'the project has no flow step to change';
  }
}
