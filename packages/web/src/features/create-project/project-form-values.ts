import { type BidPackageGroup, type Project, type ProjectInput, PURCHASER_PAYS } from '@tender/domain';

/** A bid package as the form edits it: the fee kind and who pays as plain choices (§3). */
export type PackageFormValues = Omit<
  BidPackageGroup,
  'servicePercent' | 'serviceValue' | 'isPurchaserPay'
> & {
  feeKind?: 'percent' | 'value';
  servicePercent?: string | null;
  serviceValue?: string | null;
  tendererPays?: boolean;
};

/** The form while it is filled in: nothing is there yet until the user types it. */
export type ProjectFormValues = Partial<Omit<ProjectInput, 'sGroupList'>> & {
  sGroupList?: PackageFormValues[];
};

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The form's values as the project to save: the fee is a percent or a fixed value, never both (§3). */
export function toProjectInput(values: ProjectFormValues, extra: Partial<ProjectInput> = {}): ProjectInput {
  const { sGroupList = [], ...fields } = values;
  return {
    ...fields,
    ...extra,
    projectBudget: blankToNull(fields.projectBudget) as ProjectInput['projectBudget'],
    sGroupList: sGroupList.map(
      ({ feeKind, tendererPays, servicePercent, serviceValue, ...group }, index) => ({
        ...group,
        groupSort: index,
        groupBudget: blankToNull(group.groupBudget) as BidPackageGroup['groupBudget'],
        bondAmount: blankToNull(group.bondAmount) as BidPackageGroup['bondAmount'],
        servicePercent: feeKind === 'value' ? null : (blankToNull(servicePercent) as string | null),
        serviceValue:
          feeKind === 'value' ? (blankToNull(serviceValue) as BidPackageGroup['serviceValue']) : null,
        isPurchaserPay: tendererPays ? PURCHASER_PAYS : '否',
      }),
    ),
  } as ProjectInput;
}

/** A stored project as the form's starting values (edit, or the prefill of a re-tender). */
export function toFormValues(project: Project): ProjectFormValues {
  const { sGroupList, ...fields } = project;
  return {
    ...fields,
    sGroupList: sGroupList.map((group) => ({
      ...group,
      feeKind: group.serviceValue != null ? 'value' : 'percent',
      tendererPays: group.isPurchaserPay === PURCHASER_PAYS,
    })),
  } as ProjectFormValues;
}
