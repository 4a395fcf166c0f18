/** The admin audit log (issue 15): every admin action is recorded with recordAudit. */
export { recordAudit, type AuditEntry } from './audit.service';
