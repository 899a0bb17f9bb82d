import { Command } from 'commander';
import { examples, parseProjectId } from '../../arguments';
import type { ActionScope, ProgramContext } from '../../command-context';

interface ChangeMethodOptions {
  method?: string;
  way?: string;
  result?: string;
  approval?: string;
  approvalName?: string;
  yes?: boolean;
}

export function changeMethodCommand(ctx: ProgramContext): Command {
  return new Command('change-method')
    .description('change to a non-tendering method and send the project to closing (§4, §5)')
    .argument('<id>', 'project id', parseProjectId)
    .option('--method <method>', '竞争性磋商 | 竞争性谈判 | 询价采购 | 其他采购方式 (or the English name)')
    .option('--way <text>', 'transaction way (交易方式)')
    .option('--result <text>', 'transaction result (成交结果)')
    .option(
      '--approval <file-id>',
      'the approving authority’s document, an uploaded file’s key: a failed tender needs it (ADR 0023)',
    )
    .option('--approval-name <name>', 'the approval document’s file name (default: the last part of its key)')
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText(
      'after',
      examples(
        'tender project change-method 1001 --method 竞争性谈判 --way 线下谈判 --result "成交供应商：某公司"',
      ),
    )
    .action(ctx.action(changeMethod));
}

async function changeMethod(scope: ActionScope<ChangeMethodOptions>) {
  const { changeMethodSchema, fieldErrorsOf, NON_TENDERING_METHODS, ValidationError } = await import(
    '@tender/domain'
  );
  const { options } = scope;
  const form = {
    nonTenderingMethod: methodCode(options.method, NON_TENDERING_METHODS),
    transactionWay: options.way,
    transactionResult: options.result,
    ...(options.approval
      ? {
          approvalDocument: {
            fileId: options.approval,
            fileName: options.approvalName ?? options.approval.split('/').at(-1) ?? options.approval,
          },
        }
      : {}),
  };
  // The form's own messages (§5) before any call, naming the options rather than the form's fields.
  const parsed = changeMethodSchema.safeParse(form);
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error.issues).map((f) => ({
      ...f,
      field: OPTION_OF[f.field] ?? f.field,
    }));
    throw new ValidationError(fields);
  }
  const runtime = await scope.runtime();
  const { runException } = await import('../../present/run-exception');
  await runException(scope.io, scope.printer, runtime, {
    exception: 'changeMethod',
    projectId: scope.args[0] as number,
    yes: options.yes === true,
    changeMethod: parsed.data,
  });
  return undefined;
}

const OPTION_OF: Readonly<Record<string, string>> = {
  nonTenderingMethod: '--method',
  approvalDocument: '--approval',
  transactionWay: '--way',
  transactionResult: '--result',
};

/** The wire code of a method given as its code or its English name (any case). */
function methodCode(
  value: string | undefined,
  methods: Readonly<Record<string, { en: string }>>,
): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const byName = Object.entries(methods).find(([, label]) => label.en.toLowerCase() === text.toLowerCase());
  return byName ? byName[0] : text;
}
