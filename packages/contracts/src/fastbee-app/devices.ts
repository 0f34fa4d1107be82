/** FastBee app routes of this area (filled by its implementation). */
export const devicesRoutes = {} as const;
