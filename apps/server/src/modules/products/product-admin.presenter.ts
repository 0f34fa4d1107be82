import type { ProductAdmin, ProductAdminRow, ProductFormValues } from '@linli/contracts';
import type { ProductRecord, ProductSettings } from './products.repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A row of the administrators' list: no credentials. */
export function adminRowOf(p: ProductRecord, deviceCount: number): ProductAdminRow {
  return {
    productId: p.id,
    productName: p.name,
    productNameEn: p.nameEn,
    categoryName: p.category,
    imgUrl: p.imgUrl,
    deviceType: p.deviceType,
    isSubDevice: flag(p.isSubDevice),
    networkMethod: p.networkMethod,
    protocolCode: p.protocolCode,
    vertificateMethod: p.vertificateMethod,
    credentialScope: p.credentialScope,
    isAuthorize: flag(p.isAuthorize),
    selfRegister: flag(p.selfRegister),
    otaProtocol: p.otaProtocol,
    offlineAlarmMinutes: p.offlineAlarmMinutes,
    status: p.status,
    mqttAccount: p.mqttAccount,
    thingsModelVersion: p.thingsModelVersion,
    deviceCount,
    createTime: p.createdAt,
  };
}

/**
 * One product as its administrator sees it: credentials included (they flash them into firmware), and the
 * thing model as stored, both languages, for the editor.
 */
export function adminViewOf(
  p: ProductRecord,
  usage: { deviceCount: number; devicesBehind: number },
): ProductAdmin {
  return {
    ...adminRowOf(p, usage.deviceCount),
    mqttPassword: p.mqttPassword,
    mqttSecret: p.mqttSecret,
    devicesBehind: usage.devicesBehind,
    thingsModels: p.thingsModels,
  };
}

/** The settings an administrator's form (or an import) gives a product. */
export function settingsOf(form: ProductFormValues, mqttAccount: string): ProductSettings {
  return {
    name: form.productName,
    nameEn: form.productNameEn,
    category: form.categoryName,
    imgUrl: form.imgUrl,
    deviceType: form.deviceType,
    isSubDevice: form.isSubDevice === 1,
    networkMethod: form.networkMethod,
    protocolCode: form.protocolCode,
    vertificateMethod: form.vertificateMethod,
    credentialScope: form.credentialScope,
    isAuthorize: form.isAuthorize === 1,
    selfRegister: form.selfRegister === 1,
    otaProtocol: form.otaProtocol,
    offlineAlarmMinutes: form.offlineAlarmMinutes,
    mqttAccount,
  };
}
