import { describe, expect, it } from 'vitest';
import { defaultTemplateName, draftOf, type FlowTemplate, flowTemplateDraftSchema } from './flow-template';
import { chainNextIds, stepLineOf, templateStepLine } from './step-line';

const template: FlowTemplate = {
  id: 7,
  biddingMethod: '邀请招标',
  name: '邀请招标流程',
  version: 2,
  isCurrent: true,
  creationTime: '2026-03-01T08:00:00.000Z',
  creatorUserId: 1,
  creatorUserName: '系统管理员',
  steps: [
    {
      id: 71,
      sort: 1,
      nodeName: '报名',
      router: '/sign-up',
      isExternal: false,
      isDisplay: true,
      flowRoles: ['Agent'],
      childNode: [{ siteName: '交易平台', siteUrl: 'https://ggzy.example.gov.cn', sort: 1 }],
    },
    {
      id: 72,
      sort: 2,
      nodeName: '合同签订',
      router: '/contract-signing',
      isExternal: true,
      isDisplay: false,
      flowRoles: [],
      childNode: [],
    },
  ],
};

describe('chainNextIds (§3: nextNodeId 0 means the last step)', () => {
  it.each([
    ['no steps', [], []],
    ['one step, which is the last', [41], [0]],
    ['steps in order, the last with 0', [41, 45, 43], [45, 43, 0]],
  ])('%s', (_case, ids, next) => {
    expect(chainNextIds(ids)).toEqual(next);
  });
});

describe('stepLineOf / templateStepLine (the preview of a template)', () => {
  it('numbers the steps from 1 and links each to the next, 0 on the last', () => {
    expect(stepLineOf([{ n: 'a' }, { n: 'b' }, { n: 'c' }])).toEqual([
      { n: 'a', position: 1, nextPosition: 2 },
      { n: 'b', position: 2, nextPosition: 3 },
      { n: 'c', position: 3, nextPosition: 0 },
    ]);
    expect(stepLineOf([])).toEqual([]);
  });

  it('draws a saved version with its steps as stored', () => {
    const line = templateStepLine(template);
    expect(line).toMatchObject({ biddingMethod: '邀请招标', name: '邀请招标流程', version: 2 });
    expect(line.steps.map((s) => [s.id, s.position, s.nextPosition, s.isExternal])).toEqual([
      [71, 1, 2, false],
      [72, 2, 0, true],
    ]);
    expect(line.steps[0]!.childNode).toEqual(template.steps[0]!.childNode);
  });
});

describe('draftOf (where an editor starts)', () => {
  it('saves the steps unchanged as the version after the one read', () => {
    const draft = draftOf(template);
    expect(draft).toEqual({
      biddingMethod: '邀请招标',
      baseVersion: 2,
      name: '邀请招标流程',
      steps: [
        {
          nodeName: '报名',
          router: '/sign-up',
          isExternal: false,
          isDisplay: true,
          flowRoles: ['Agent'],
          childNode: [{ siteName: '交易平台', siteUrl: 'https://ggzy.example.gov.cn' }],
        },
        {
          nodeName: '合同签订',
          router: '/contract-signing',
          isExternal: true,
          isDisplay: false,
          flowRoles: [],
          childNode: [],
        },
      ],
    });
    expect(flowTemplateDraftSchema.parse(draft)).toEqual(draft);
  });

  it('names a first template after its method', () => {
    expect(defaultTemplateName('询价采购')).toBe('询价采购流程');
  });
});

describe('flowTemplateDraftSchema', () => {
  it('fills the defaults of a step and trims its texts', () => {
    const draft = flowTemplateDraftSchema.parse({
      biddingMethod: '公开招标',
      baseVersion: 0,
      steps: [{ nodeName: ' 报名 ', router: ' /sign-up ' }],
    });
    expect(draft.steps).toEqual([
      {
        nodeName: '报名',
        router: '/sign-up',
        isExternal: false,
        isDisplay: true,
        flowRoles: [],
        childNode: [],
      },
    ]);
  });

  it('names the fields of a malformed save', () => {
    const result = flowTemplateDraftSchema.safeParse({
      biddingMethod: '抽签',
      baseVersion: -1,
      steps: [{ nodeName: '', router: '/sign-up', childNode: [{ siteName: 'x' }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'baseVersion',
      'biddingMethod',
      'steps.0.childNode.0.siteUrl',
      'steps.0.nodeName',
    ]);
  });
});
