/** Something operators are told about once, until it is closed (`key` names what it is about). */
export interface Incident {
  key: string;
  detail: string;
  openedAt: number;
}
