import { aProject } from '@tender/domain/testing';
import { describe, expect, it } from 'vitest';
import { toFormValues, toProjectInput } from './project-form-values';

describe('the project form’s values', () => {
  it('saves a percent fee or a fixed fee, never both, and 是 when the tenderer pays (§3)', () => {
    const input = toProjectInput({
      projectName: 'P',
      projectNum: 'N',
      biddingMethod: '公开招标',
      projectBudget: '',
      sGroupList: [
        {
          groupNumber: '1',
          groupName: 'A',
          feeKind: 'percent',
          servicePercent: '0.5',
          serviceValue: '100',
          tendererPays: true,
        },
        {
          groupNumber: '2',
          groupName: 'B',
          feeKind: 'value',
          servicePercent: '0.5',
          serviceValue: '8000',
          bondAmount: '',
        },
      ] as never,
    });
    expect(input.projectBudget).toBeNull();
    expect(input.sGroupList).toEqual([
      expect.objectContaining({
        groupSort: 0,
        servicePercent: '0.5',
        serviceValue: null,
        isPurchaserPay: '是',
      }),
      expect.objectContaining({
        groupSort: 1,
        servicePercent: null,
        serviceValue: '8000',
        isPurchaserPay: '否',
        bondAmount: null,
      }),
    ]);
  });

  it('reads a stored project back into the form', () => {
    const project = aProject({
      sGroupList: [
        {
          groupNumber: '1',
          groupName: 'A',
          serviceValue: '8000.00' as never,
          isPurchaserPay: '是',
          groupSort: 0,
          isGroupBid: false,
        },
      ],
    });
    expect(toFormValues(project).sGroupList?.[0]).toMatchObject({ feeKind: 'value', tendererPays: true });
  });
});
