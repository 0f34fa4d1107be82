/** Refusals of firmware management and OTA upgrades in both languages; spread into ErrorCode and messages. */
export const otaErrorCodes = {
  FIRMWARE_NOT_FOUND: 'FIRMWARE_NOT_FOUND',
  FIRMWARE_VERSION_EXISTS: 'FIRMWARE_VERSION_EXISTS',
  /**
   * Not a refusal: the answer of getLatest when the device already runs the newest firmware
   * (docs/product.md "Firmware upgrade").
   */
  FIRMWARE_ALREADY_LATEST: 'FIRMWARE_ALREADY_LATEST',
  OTA_NOT_NEWER: 'OTA_NOT_NEWER',
  OTA_IN_PROGRESS: 'OTA_IN_PROGRESS',
  OTA_WRONG_PRODUCT: 'OTA_WRONG_PRODUCT',
} as const;

export const otaErrorMessages = {
  'zh-CN': {
    FIRMWARE_NOT_FOUND: '固件不存在',
    FIRMWARE_VERSION_EXISTS: '该产品已有此版本的固件',
    FIRMWARE_ALREADY_LATEST: '已经是最新版本',
    OTA_NOT_NEWER: '固件版本不高于设备当前版本',
    OTA_IN_PROGRESS: '设备正在升级，请等待本次升级结束',
    OTA_WRONG_PRODUCT: '该固件不属于此设备的产品',
  },
  'en-US': {
    FIRMWARE_NOT_FOUND: 'The firmware does not exist',
    FIRMWARE_VERSION_EXISTS: 'This product already has firmware of this version',
    FIRMWARE_ALREADY_LATEST: 'already latest version',
    OTA_NOT_NEWER: 'The firmware is not newer than the version on the device',
    OTA_IN_PROGRESS: 'The device is upgrading; wait until this upgrade ends',
    OTA_WRONG_PRODUCT: "This firmware is not for this device's product",
  },
};

export const otaFieldLabels = {
  'zh-CN': { firmwareId: '固件', firmwareName: '固件名称', version: '版本号', productId: '产品' },
  'en-US': {
    firmwareId: 'Firmware',
    firmwareName: 'Firmware name',
    version: 'Version',
    productId: 'Product',
  },
};
