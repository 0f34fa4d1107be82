import { z } from 'zod';
import { defineRoute, idParams, tableOf, withData } from '../common/route.ts';
import {
  credentialsResetBody,
  productAdmin,
  productAdminQuery,
  productAdminRow,
  productExport,
  productForm,
  productImportBody,
  productStatusBody,
  thingsModelBody,
} from './admin.ts';
import { productsPaths } from './paths.ts';
import { productListQuery, productShort } from './schemas.ts';
import { thingsModelSetSchema } from './things-model.ts';

const tag = 'products';
const admin = ['admin'] as const;

/**
 * The product catalogue and its thing models (docs/fastbee.md "Thing models"), read by any signed-in user,
 * and its administration (docs/devices.md "Products and thing models").
 */
export const productsRoutes = {
  shortList: defineRoute({
    method: 'GET',
    path: productsPaths.productShortList,
    summary: 'Product catalogue (paging, name): published products',
    tag,
    access: 'user',
    query: productListQuery,
    response: tableOf(productShort),
  }),
  thingsModel: defineRoute({
    method: 'GET',
    path: productsPaths.modelCache,
    summary: "A product's thing model {properties, functions, events}",
    tag,
    access: 'user',
    params: idParams,
    // Names, texts and units in the caller's language (localizeThingsModels); the `…En` ones stay.
    response: withData(thingsModelSetSchema),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: productsPaths.productAdminList,
    summary: 'Every product with its status and device count (administrators)',
    tag,
    access: admin,
    query: productAdminQuery,
    response: tableOf(productAdminRow),
  }),
  get: defineRoute({
    method: 'GET',
    path: productsPaths.productById,
    summary: 'One product with its MQTT credentials (administrators)',
    tag,
    access: admin,
    params: idParams,
    response: withData(productAdmin),
  }),
  create: defineRoute({
    method: 'POST',
    path: productsPaths.product,
    summary: 'Create a draft product with fresh MQTT credentials (administrators)',
    tag,
    access: admin,
    body: productForm,
    response: withData(productAdmin),
  }),
  update: defineRoute({
    method: 'PUT',
    path: productsPaths.productById,
    summary: "Edit a product's settings (administrators)",
    tag,
    access: admin,
    params: idParams,
    body: productForm,
    response: withData(productAdmin),
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: productsPaths.productStatus,
    summary: 'Publish, take back to draft or retire a product (administrators)',
    tag,
    access: admin,
    params: idParams,
    body: productStatusBody,
    response: withData(productAdmin),
  }),
  saveThingsModel: defineRoute({
    method: 'PUT',
    path: productsPaths.productThingsModel,
    summary: "Save a product's thing model (a new version once published; refused if it orphans history)",
    tag,
    access: admin,
    params: idParams,
    body: thingsModelBody,
    response: withData(productAdmin),
  }),
  applyThingsModel: defineRoute({
    method: 'POST',
    path: productsPaths.productThingsModelApply,
    summary: "Move every device of the product to the thing model's current version (administrators)",
    tag,
    access: admin,
    params: idParams,
    response: withData(z.object({ moved: z.number().int() })),
  }),
  resetCredentials: defineRoute({
    method: 'POST',
    path: productsPaths.productCredentials,
    summary: 'Issue a new product MQTT password or secret (administrators)',
    tag,
    access: admin,
    params: idParams,
    body: credentialsResetBody,
    response: withData(productAdmin),
  }),
  importFastBee: defineRoute({
    method: 'POST',
    path: productsPaths.productImport,
    summary: 'Create a draft product from a FastBee product export (JSON text)',
    tag,
    access: admin,
    body: productImportBody,
    response: withData(productAdmin),
  }),
  exportFastBee: defineRoute({
    method: 'GET',
    path: productsPaths.productExport,
    summary: 'A product and its thing model as FastBee product JSON (no credentials)',
    tag,
    access: admin,
    params: idParams,
    response: withData(productExport),
  }),
};
