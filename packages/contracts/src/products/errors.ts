/** Refusals of product administration in both languages; spread into ErrorCode and messages. */
export const productErrorCodes = {
  PRODUCT_NAME_EXISTS: 'PRODUCT_NAME_EXISTS',
  PRODUCT_ACCOUNT_EXISTS: 'PRODUCT_ACCOUNT_EXISTS',
  /** A thing-model change would leave stored readings without their item ({value}: the identifier). */
  THINGS_MODEL_ORPHANS_HISTORY: 'THINGS_MODEL_ORPHANS_HISTORY',
  THINGS_MODEL_DUPLICATE_ID: 'THINGS_MODEL_DUPLICATE_ID',
  /** An item in the wrong list: a property whose `type` is not 1, and so on ({value}: the identifier). */
  THINGS_MODEL_WRONG_TYPE: 'THINGS_MODEL_WRONG_TYPE',
  PRODUCT_RETIRED: 'PRODUCT_RETIRED',
  PRODUCT_HAS_DEVICES: 'PRODUCT_HAS_DEVICES',
  /** Back to draft is for a product no device uses yet. */
  PRODUCT_UNPUBLISH_HAS_DEVICES: 'PRODUCT_UNPUBLISH_HAS_DEVICES',
  PRODUCT_NO_THINGS_MODEL: 'PRODUCT_NO_THINGS_MODEL',
  /** The import is not FastBee product JSON ({value}: what is wrong). */
  PRODUCT_IMPORT_INVALID: 'PRODUCT_IMPORT_INVALID',
  NTP_BAD_TIME: 'NTP_BAD_TIME',
} as const;

export const productErrorMessages = {
  'zh-CN': {
    PRODUCT_NAME_EXISTS: '已有同名产品',
    PRODUCT_ACCOUNT_EXISTS: '该 MQTT 账号已被其他产品使用',
    THINGS_MODEL_ORPHANS_HISTORY: '物模型“{value}”已有设备上报的数据，不能删除或改变其数据类型',
    THINGS_MODEL_DUPLICATE_ID: '标识符“{value}”重复',
    THINGS_MODEL_WRONG_TYPE: '物模型“{value}”放错了分类：属性、功能、事件各自的类型须为 1、2、3',
    PRODUCT_RETIRED: '产品已停用，不能再修改',
    PRODUCT_HAS_DEVICES: '产品下还有设备，不能停用；请先删除或迁移设备',
    PRODUCT_UNPUBLISH_HAS_DEVICES: '产品下已有设备，不能改回草稿',
    PRODUCT_NO_THINGS_MODEL: '产品还没有物模型，不能发布',
    PRODUCT_IMPORT_INVALID: '不是有效的 FastBee 产品 JSON：{value}',
    NTP_BAD_TIME: 'deviceSendTime 必须是毫秒数',
  },
  'en-US': {
    PRODUCT_NAME_EXISTS: 'A product with this name already exists',
    PRODUCT_ACCOUNT_EXISTS: 'Another product already uses this MQTT account',
    THINGS_MODEL_ORPHANS_HISTORY:
      'Devices have reported data for "{value}": it cannot be removed or change its data type',
    THINGS_MODEL_DUPLICATE_ID: 'The identifier "{value}" is used twice',
    THINGS_MODEL_WRONG_TYPE:
      '"{value}" is in the wrong list: properties, functions and events have type 1, 2 and 3',
    PRODUCT_RETIRED: 'The product is retired and can no longer be changed',
    PRODUCT_HAS_DEVICES: 'The product still has devices; delete or move them before retiring it',
    PRODUCT_UNPUBLISH_HAS_DEVICES: 'Devices already use the product: it cannot go back to draft',
    PRODUCT_NO_THINGS_MODEL: 'The product has no thing model yet and cannot be published',
    PRODUCT_IMPORT_INVALID: 'Not valid FastBee product JSON: {value}',
    NTP_BAD_TIME: 'deviceSendTime must be a number of milliseconds',
  },
};

export const productFieldLabels = {
  'zh-CN': {
    productName: '产品名称',
    productNameEn: '英文名称',
    categoryName: '分类',
    imgUrl: '图片地址',
    deviceType: '设备类型',
    networkMethod: '联网方式',
    protocolCode: '通信协议',
    vertificateMethod: '认证方式',
    credentialScope: '接受的凭据',
    isSubDevice: '网关子设备',
    isAuthorize: '授权码',
    selfRegister: '设备自注册',
    otaProtocol: 'OTA 协议',
    offlineAlarmMinutes: '离线报警分钟数',
    reset: '重置项',
    mqttAccount: 'MQTT 账号',
    thingsModels: '物模型',
    json: 'FastBee JSON',
    deviceSendTime: 'deviceSendTime',
  },
  'en-US': {
    productName: 'Product name',
    productNameEn: 'English name',
    categoryName: 'Category',
    imgUrl: 'Picture address',
    deviceType: 'Device type',
    networkMethod: 'Networking',
    protocolCode: 'Protocol',
    vertificateMethod: 'Authentication',
    credentialScope: 'Accepted credentials',
    isSubDevice: 'Gateway sub-device',
    isAuthorize: 'Authorization codes',
    selfRegister: 'Self-registration',
    otaProtocol: 'OTA protocol',
    offlineAlarmMinutes: 'Offline alarm minutes',
    reset: 'What to reset',
    mqttAccount: 'MQTT account',
    thingsModels: 'Thing model',
    json: 'FastBee JSON',
    deviceSendTime: 'deviceSendTime',
  },
};
