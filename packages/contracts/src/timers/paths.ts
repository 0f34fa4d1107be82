/** REST paths of device timers, FastBee's `/iot/job` (reference/fastbee.md §2.6, §3.7); spread into ApiPath. */
export const timersPaths = {
  job: '/iot/job',
  jobById: '/iot/job/:id',
  jobList: '/iot/job/list',
  jobChangeStatus: '/iot/job/changeStatus',
  jobRun: '/iot/job/run',
} as const;
