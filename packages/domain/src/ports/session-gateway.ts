import type { Company, SessionInfo } from '../session/session-info';

/** The signed-in user's session and company (§7 Session, AbpCompany). */
export interface SessionGateway {
  currentLoginInformations(): Promise<SessionInfo>;
  companyById(id: number): Promise<Company>;
}
export const SessionGateway = Symbol.for('tender.SessionGateway');
