import type {
  ObjectionEntry,
  ObjectionLogReport,
  RegisterObjection,
  ReplyObjection,
} from '../objections/objection-log';

/**
 * A project's objection log (异议/质疑, ADR 0022): read with its clocks on the server's time, register an
 * objection as received, answer one (Objection/GetList, Register, Reply).
 */
export interface ObjectionLog {
  logOf(projectId: number): Promise<ObjectionLogReport>;
  register(input: RegisterObjection): Promise<ObjectionEntry>;
  reply(input: ReplyObjection): Promise<ObjectionEntry>;
}
export const ObjectionLog = Symbol.for('tender.ObjectionLog');
