/** What other features may use of the alerts feature. */
export { LevelPicker } from './components/AlertLevel.tsx';
export { default as UnreadBadge } from './components/UnreadBadge.tsx';
export { levelKey } from './levelKey.ts';
