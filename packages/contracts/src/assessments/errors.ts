/** Refusals of the assessments domain; spread into ErrorCode and errorMessages (common/). */
export const assessmentErrorCodes = {
  ASSESSMENT_ITEM_MISSING: 'ASSESSMENT_ITEM_MISSING',
  ASSESSMENT_SCORE_INVALID: 'ASSESSMENT_SCORE_INVALID',
  ASSESSMENT_ITEM_UNKNOWN: 'ASSESSMENT_ITEM_UNKNOWN',
  ASSESSMENT_BASIC_INFO_INVALID: 'ASSESSMENT_BASIC_INFO_INVALID',
  ASSESSMENT_BASIC_INFO_MISSING: 'ASSESSMENT_BASIC_INFO_MISSING',
  ASSESSMENT_NOT_FOUND: 'ASSESSMENT_NOT_FOUND',
  ASSESSMENT_TEMPLATE_NOT_FOUND: 'ASSESSMENT_TEMPLATE_NOT_FOUND',
  ASSESSMENT_TEMPLATE_INVALID: 'ASSESSMENT_TEMPLATE_INVALID',
  ASSESSMENT_TEMPLATE_VERSION_EXISTS: 'ASSESSMENT_TEMPLATE_VERSION_EXISTS',
  ASSESSMENT_NOT_EDITABLE: 'ASSESSMENT_NOT_EDITABLE',
  ASSESSMENT_NOT_SUBMITTED: 'ASSESSMENT_NOT_SUBMITTED',
  ASSESSMENT_OWN_REVIEW: 'ASSESSMENT_OWN_REVIEW',
} as const;

export const assessmentErrorMessages = {
  'zh-CN': {
    ASSESSMENT_ITEM_MISSING: '评估项目{item}尚未作答',
    ASSESSMENT_SCORE_INVALID: '评估项目{item}的得分{score}不是该项目可选的分值',
    ASSESSMENT_ITEM_UNKNOWN: '{item}不是该评估模板中的项目',
    ASSESSMENT_BASIC_INFO_INVALID: '基本信息{item}的填写不符合要求',
    ASSESSMENT_BASIC_INFO_MISSING: '基本信息{item}尚未填写',
    ASSESSMENT_NOT_FOUND: '评估记录不存在',
    ASSESSMENT_TEMPLATE_NOT_FOUND: '评估模板不存在',
    ASSESSMENT_TEMPLATE_INVALID: '评估模板数据不正确：{item}',
    ASSESSMENT_TEMPLATE_VERSION_EXISTS: '该评估模板已有版本{version}，新版本号必须更大',
    ASSESSMENT_NOT_EDITABLE: '只有草稿或已退回的评估可以修改或提交',
    ASSESSMENT_NOT_SUBMITTED: '只有已提交的评估可以审核',
    ASSESSMENT_OWN_REVIEW: '不能审核自己做的评估',
  },
  'en-US': {
    ASSESSMENT_ITEM_MISSING: 'Item {item} has not been answered',
    ASSESSMENT_SCORE_INVALID: 'Item {item}: {score} is not a score this item offers',
    ASSESSMENT_ITEM_UNKNOWN: '{item} is not an item of this assessment template',
    ASSESSMENT_BASIC_INFO_INVALID: 'Basic information {item} is not filled in as required',
    ASSESSMENT_BASIC_INFO_MISSING: 'Basic information {item} has not been filled in',
    ASSESSMENT_NOT_FOUND: 'The assessment does not exist',
    ASSESSMENT_TEMPLATE_NOT_FOUND: 'The assessment template does not exist',
    ASSESSMENT_TEMPLATE_INVALID: 'The assessment template is not valid: {item}',
    ASSESSMENT_TEMPLATE_VERSION_EXISTS:
      'This template already has version {version}; a new version must have a higher number',
    ASSESSMENT_NOT_EDITABLE: 'Only a draft or a returned assessment can be changed or submitted',
    ASSESSMENT_NOT_SUBMITTED: 'Only a submitted assessment can be reviewed',
    ASSESSMENT_OWN_REVIEW: 'You cannot review an assessment you made yourself',
  },
};

export const assessmentFieldLabels = {
  'zh-CN': {
    subjectType: '评估对象类型',
    subjectName: '评估对象名称',
    subjectRef: '评估对象编号',
    answers: '评估答案',
    basicInfo: '基本信息',
    evidence: '佐证材料',
    comment: '审核意见',
    riskEvents30d: '近30天照护风险事件次数',
    templateVersion: '模板版本',
  },
  'en-US': {
    subjectType: 'Subject type',
    subjectName: 'Subject name',
    subjectRef: 'Subject reference',
    answers: 'Answers',
    basicInfo: 'Basic information',
    evidence: 'Evidence',
    comment: 'Review comment',
    riskEvents30d: 'Care-risk events in the last 30 days',
    templateVersion: 'Template version',
  },
};
