export { type Automation, createAutomation, registerAutomationRoutes } from './automation.ts';
export { seedAutomationDemo } from './demo.ts';
