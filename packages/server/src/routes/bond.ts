import {
  agencyFeeInputSchema,
  agencyFeesSchema,
  bondLedgerSchema,
  bondPaymentInputSchema,
  bondRefundInputSchema,
  invoiceStatusInputSchema,
} from '@tender/domain';
import { z } from 'zod';
import { auditOf } from '../audit/request-audit';
import { BondKeeping } from '../bonds/bond-keeping';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BOND = '/api/services/app/Bond';
const FEE = '/api/services/app/AgencyFee';
const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });
const ledgerReply = { 200: abp(bondLedgerSchema) };
const feesReply = { 200: abp(agencyFeesSchema) };

/**
 * The bid bond ledger and the agency service fees (ADR 0022, not among §7's calls, so named in the same
 * ABP style). Whoever reads the project reads them (project.get, as Compliance/GetDeadlines); who keeps
 * the opening record keeps the bonds (evaluation.edit: the bond is paid with the bid); who edits the
 * project sets its fees (project.edit: the service fee terms are the project's, §3). Every write answers
 * the ledger or the fees as they now stand, runs in one transaction and is audited (ADR 0012).
 */
export function registerBondRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new BondKeeping(handle, scope, clock),
  );

  app.get(
    `${BOND}/GetLedger`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: ['Bond'],
        description:
          'Every bid bond of the project with its payer flag and refund due date and status, and each package’s cap with its article.',
        querystring: projectQuery,
        response: ledgerReply,
      },
    },
    async (request) => ok(await (await read(request)).ledger(request.query.projectId)),
  );

  app.post(
    `${BOND}/SavePayment`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'bond' } },
      schema: {
        tags: ['Bond'],
        description:
          'Enters a bond paid, or edits the one its id names; a bond above its cap is refused (409) with the article.',
        body: bondPaymentInputSchema,
        response: ledgerReply,
      },
    },
    async (request) => {
      const { id, ledger } = await change(request, (keeping) => keeping.savePayment(request.body));
      auditOf(request).record({ id, projectId: ledger.projectId });
      return ok(ledger);
    },
  );

  app.post(
    `${BOND}/RecordRefund`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'bond' } },
      schema: {
        tags: ['Bond'],
        description: 'Records the day a bond was refunded, and the interest paid with it.',
        body: bondRefundInputSchema,
        response: ledgerReply,
      },
    },
    async (request) => ok(await change(request, (keeping) => keeping.recordRefund(request.body))),
  );

  app.get(
    `${FEE}/Get`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: ['AgencyFee'],
        description:
          'Each bid package with its agency service fee worked out by the reference rates of 计价格〔2002〕1980号 as revised by 发改价格〔2011〕534号, its discount and minimum.',
        querystring: projectQuery,
        response: feesReply,
      },
    },
    async (request) => ok(await (await read(request)).fees(request.query.projectId)),
  );

  app.post(
    `${FEE}/Save`,
    {
      config: { access: 'project.edit', audit: { entity: 'agencyFee', idKey: 'groupId' } },
      schema: {
        tags: ['AgencyFee'],
        description:
          'Sets a package’s fee terms: the kind, the winning amount, the discount, the minimum, the payer.',
        body: agencyFeeInputSchema,
        response: feesReply,
      },
    },
    async (request) => ok(await change(request, (keeping) => keeping.saveFee(request.body))),
  );

  app.post(
    `${FEE}/SetInvoiceStatus`,
    {
      config: { access: 'project.edit', audit: { entity: 'agencyFee', idKey: 'groupId' } },
      schema: {
        tags: ['AgencyFee'],
        description: 'Marks a package’s fee not invoiced, invoiced or paid.',
        body: invoiceStatusInputSchema,
        response: feesReply,
      },
    },
    async (request) => {
      const { projectId, groupId, invoiceStatus } = request.body;
      return ok(
        await change(request, (keeping) => keeping.setInvoiceStatus(projectId, groupId, invoiceStatus)),
      );
    },
  );
}
