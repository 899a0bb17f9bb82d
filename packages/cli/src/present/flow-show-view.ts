import { decideJump, decideModifyStep, furthestReachedIndex, type Locale, stepMenu } from '@tender/domain';
import type { LoadedFlow } from '../data/load-flow';
import type { View } from '../output/view';
import { flowNameLabel, stateLabel } from './labels';
import { modifyRefusalText } from './refusals';

/**
 * The step menu of the operation screen as data (§4): steps in flow order with the current one marked,
 * which are reachable (enabled in the menu; hidden steps are never), each step's flowRoles, and whether
 * the signed-in user may modify it.
 */
export function flowShowView(flow: LoadedFlow, locale: Locale, onTerminal: boolean): View {
  const { project, nodes, current, actor } = flow;
  const menu = new Map(stepMenu({ nodes, project, roleNames: actor.roleNames }).map((e) => [e.node.id, e]));
  const furthest = furthestReachedIndex(nodes, project);
  const steps = nodes.map((node, index) => ({
    id: node.id,
    name: node.nodeName,
    router: node.router,
    sort: node.sort,
    displayed: node.isDisplay,
    current: node.id === current.id,
    reached: index <= furthest,
    reachable: menu.get(node.id)?.enabled === true,
    flowRoles: node.flowRoles,
    mayModify: decideModifyStep(project, node, actor.roleNames).allowed,
    last: node.nextNodeId === 0,
  }));
  const modify = decideModifyStep(project, current, actor.roleNames);
  const refusal = modify.allowed
    ? null
    : modifyRefusalText(modify.reason, { project, step: current, roleNames: actor.roleNames, locale });
  const json = {
    projectId: project.id,
    projectName: project.projectName,
    state: project.state,
    auditState: project.auditState,
    projectFlowName: project.projectFlowName,
    currentNodeId: current.id,
    user: { id: actor.userId, userName: actor.userName, roles: actor.roleNames },
    mayModify: modify.allowed,
    modifyRefusal: modify.allowed ? null : modify.reason,
    mayJump: decideJump({ nodes, project, user: actor }).allowed,
    steps,
  };
  const yesNo = (v: boolean) => (v ? 'yes' : 'no');
  return {
    json,
    blocks: [
      {
        kind: 'fields',
        title: `${project.projectName} (${project.id})`,
        rows: [
          ['state', stateLabel(project.state, locale)],
          [
            'step',
            `${current.nodeName}${project.projectFlowName !== current.nodeName ? ` (${flowNameLabel(project.projectFlowName, locale)})` : ''}`,
          ],
          ['you', `${actor.userName} (${actor.roleNames.join(', ') || 'no role'})`],
          ['may modify', modify.allowed ? 'yes' : `no — ${refusal}`],
          ['may jump', yesNo(json.mayJump)],
        ],
      },
      {
        kind: 'table',
        head: ['', '#', 'Step', 'Roles', 'Reachable', 'You may modify'],
        rows: steps.map((s) => [
          s.current ? (onTerminal ? '▶' : 'current') : '',
          String(s.sort),
          `${s.name}${s.displayed ? '' : ' (hidden)'}${s.last ? ' (last)' : ''}`,
          s.flowRoles.length > 0 ? s.flowRoles.join(', ') : 'anyone',
          s.reachable ? 'yes' : s.displayed ? 'not yet' : 'no',
          yesNo(s.mayModify),
        ]),
      },
    ],
  };
}
