/** A line of GET /api/admin/audit. */
export interface AuditLine {
  id: number;
  at: string;
  by: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  lines: AuditLine[];
  next: number | null;
}

/** The log's view as its address spells it ('' when unset). */
export interface AuditView {
  actor: string;
  object_type: string;
  object_id: string;
  from: string;
  to: string;
  after: string;
}
