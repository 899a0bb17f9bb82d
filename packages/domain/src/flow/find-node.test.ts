import { describe, expect, it } from 'vitest';
import {
  findNodeById,
  findNodeByName,
  findNodeByRouter,
  nodeAfter,
  normaliseRouter,
  REEVALUATE_STEP_NAME,
} from './find-node';

const nodes = [
  { id: 1, nodeName: '报名', router: '/sign-up', nextNodeId: 2 },
  { id: 2, nodeName: ' 开标评标 ', router: 'qualification-result/', nextNodeId: 3 },
  { id: 3, nodeName: '结果公告', router: '', nextNodeId: 0 },
  { id: 4, nodeName: '断链', router: '/x', nextNodeId: 99 },
];

describe('REEVALUATE_STEP_NAME (§4 "re-evaluate jumps to the step named bid opening and evaluation")', () => {
  it('is 开标评标', () => {
    expect(REEVALUATE_STEP_NAME).toBe('开标评标');
  });
});

describe('findNodeByName', () => {
  it('matches trimmed names', () => {
    expect(findNodeByName(nodes, REEVALUATE_STEP_NAME)?.id).toBe(2);
    expect(findNodeByName(nodes, '结果公告 ')?.id).toBe(3);
  });

  it.each([null, undefined, '', '  ', '项目待结项'])('finds nothing for %j', (name) => {
    expect(findNodeByName(nodes, name)).toBeUndefined();
  });
});

describe('findNodeByRouter', () => {
  it('compares normalised routers', () => {
    expect(findNodeByRouter(nodes, 'sign-up')?.id).toBe(1);
    expect(findNodeByRouter(nodes, '/qualification-result?id=3')?.id).toBe(2);
  });

  it.each([null, undefined, '', ' '])('finds nothing for %j, even next to a blank router', (router) => {
    expect(findNodeByRouter(nodes, router)).toBeUndefined();
  });
});

describe('normaliseRouter', () => {
  it.each([
    ['/sign-up', '/sign-up'],
    ['sign-up/', '/sign-up'],
    [' /sign-up#x ', '/sign-up'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (router, expected) => {
    expect(normaliseRouter(router)).toBe(expected);
  });
});

describe('findNodeById', () => {
  it('finds by id, and nothing for null', () => {
    expect(findNodeById(nodes, 3)?.nodeName).toBe('结果公告');
    expect(findNodeById(nodes, null)).toBeUndefined();
    expect(findNodeById(nodes, undefined)).toBeUndefined();
  });
});

describe('nodeAfter (§3 "nextNodeId: 0 means the last step")', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, undefined],
    [4, undefined],
    [42, undefined],
  ])('after %i comes %s', (id, expected) => {
    expect(nodeAfter(nodes, id)?.id).toBe(expected);
  });
});
