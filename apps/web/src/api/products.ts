import { cmsProduct } from '@yunzhan/common/entities/products/index';
import type { AttributeDef } from '@yunzhan/common/products/attribute-values';
import { getAction, postAction } from './http';

/** A row of a type's parameter template. */
export interface ParameterTemplateRow {
  groupName: string;
  name: string;
  unit: string | null;
  sortNo: number;
}

export interface TypeSchema {
  attributes: AttributeDef[];
  parameters: ParameterTemplateRow[];
}

/** The attributes and parameter template of a product type (what the product form shows once it is chosen). */
export const typeSchema = (typeId: string) =>
  getAction<TypeSchema>(`${cmsProduct.apiBase}/typeSchema`, { typeId }, { silent: true });

/** Copies a product to a new model number, or to another site of the user's. */
export const copyProduct = (body: { id: string; modelNo?: string; siteId?: string }) =>
  postAction<string>(`${cmsProduct.apiBase}/copy`, body);
