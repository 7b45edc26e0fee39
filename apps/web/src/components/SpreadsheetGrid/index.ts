export { default, type GridColumn, type GridRow, type SpreadsheetGridProps } from './SpreadsheetGrid';
export * from './spreadsheet';
