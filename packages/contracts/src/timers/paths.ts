/**
 * REST paths of device timers, FastBee's `/iot/job` (docs/fastbee.md "Sharing, groups, timers and scenes",
 * "Timers"); spread into ApiPath.
 */
export const timersPaths = {
  job: '/iot/job',
  jobById: '/iot/job/:id',
  jobList: '/iot/job/list',
  jobChangeStatus: '/iot/job/changeStatus',
  jobRun: '/iot/job/run',
} as const;
