export { Column } from './Column.js';
export type { ColumnProps } from './Column.js';
export { Columns } from './Columns.js';
export type { ColumnsProps } from './Columns.js';
