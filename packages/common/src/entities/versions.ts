/** A changed field of a row version; dictionary and reference values may come with their texts. */
export interface VersionChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  beforeText?: string;
  afterText?: string;
}

/** One version of a row as `GET <apiBase>/versions` answers it: who, when, why, and each changed field. */
export interface RowVersion {
  id: string;
  version: number;
  action: string;
  createBy: string | null;
  createName: string | null;
  createTime: string;
  changes: VersionChange[];
}
