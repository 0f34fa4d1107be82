import {
  type AuthMethod,
  type CredentialScope,
  DEVICE_TYPES,
  type DeviceType,
  ErrorCode,
  formatMessage,
  type Language,
  type NetworkMethod,
  type OtaProtocol,
  type ProductAdmin,
  type ProductForm,
  productForm,
} from '@linli/contracts';
import type { FieldErrors } from '../common/hooks/useFormDraft.ts';
import { schemaProblems } from '../social-services/index.ts';

/** The product form as typed: numbers are text until sent, yes/no choices are booleans. */
export interface ProductDraft {
  productName: string;
  productNameEn: string;
  categoryName: string;
  imgUrl: string;
  deviceType: DeviceType;
  isSubDevice: boolean;
  networkMethod: NetworkMethod;
  protocolCode: 'JSON';
  vertificateMethod: AuthMethod;
  credentialScope: CredentialScope;
  isAuthorize: boolean;
  selfRegister: boolean;
  otaProtocol: OtaProtocol;
  /** Blank: no offline alarm. */
  offlineAlarmMinutes: string;
  /** Blank on create: the server makes one up. */
  mqttAccount: string;
}
export type ProductField = keyof ProductDraft;

/** A new product starts as the contract's defaults: a Wi-Fi device taking both kinds of credentials. */
export const emptyProductDraft = (): ProductDraft => ({
  productName: '',
  productNameEn: '',
  categoryName: '',
  imgUrl: '',
  deviceType: DEVICE_TYPES.direct,
  isSubDevice: false,
  networkMethod: 1,
  protocolCode: 'JSON',
  vertificateMethod: 3,
  credentialScope: 'both',
  isAuthorize: false,
  selfRegister: false,
  otaProtocol: 'linli',
  offlineAlarmMinutes: '',
  mqttAccount: '',
});

export function productDraftOf(p: ProductAdmin): ProductDraft {
  return {
    productName: p.productName,
    productNameEn: p.productNameEn,
    categoryName: p.categoryName,
    imgUrl: p.imgUrl,
    deviceType: p.deviceType,
    isSubDevice: p.isSubDevice === 1,
    networkMethod: p.networkMethod,
    protocolCode: p.protocolCode,
    vertificateMethod: p.vertificateMethod,
    credentialScope: p.credentialScope,
    isAuthorize: p.isAuthorize === 1,
    selfRegister: p.selfRegister === 1,
    otaProtocol: p.otaProtocol,
    offlineAlarmMinutes: p.offlineAlarmMinutes === null ? '' : String(p.offlineAlarmMinutes),
    mqttAccount: p.mqttAccount,
  };
}

const flag = (on: boolean) => (on ? 1 : 0);

/** The body as sent: a blank alarm means none, a blank account is left for the server to make. */
export function toProductBody(d: ProductDraft): ProductForm {
  const minutes = d.offlineAlarmMinutes.trim();
  const account = d.mqttAccount.trim();
  return {
    productName: d.productName.trim(),
    productNameEn: d.productNameEn.trim(),
    categoryName: d.categoryName.trim(),
    imgUrl: d.imgUrl.trim(),
    deviceType: d.deviceType,
    isSubDevice: flag(d.isSubDevice),
    networkMethod: d.networkMethod,
    protocolCode: d.protocolCode,
    vertificateMethod: d.vertificateMethod,
    credentialScope: d.credentialScope,
    isAuthorize: flag(d.isAuthorize),
    selfRegister: flag(d.selfRegister),
    otaProtocol: d.otaProtocol,
    // Typed text that is no number becomes NaN, which the schema refuses by the field's name.
    offlineAlarmMinutes: minutes === '' ? null : Number(minutes),
    ...(account ? { mqttAccount: account } : {}),
  };
}

/**
 * The contract's productForm run on the client: each field's first problem in the server's own wording
 * (contracts formatMessage), named by the label the form shows.
 */
export function validateProduct(
  d: ProductDraft,
  language: Language,
  labelOf: (field: ProductField) => string,
): FieldErrors<ProductField> {
  const errors: FieldErrors<ProductField> = {};
  for (const { field, code, min, max } of schemaProblems(productForm, toProductBody(d))) {
    const key = field as ProductField;
    errors[key] = formatMessage(language, code, { field: labelOf(key), min, max });
  }
  return errors;
}

/** Refusals the server words about one field even when it does not name it: shown under that field. */
export const REFUSAL_FIELDS: Partial<Record<string, ProductField>> = {
  [ErrorCode.PRODUCT_NAME_EXISTS]: 'productName',
  [ErrorCode.PRODUCT_ACCOUNT_EXISTS]: 'mqttAccount',
};
