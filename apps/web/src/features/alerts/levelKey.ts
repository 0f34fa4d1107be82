/** The `alerts` locale key naming an alert level (1 reminder, 2 warning, 3 critical; anything else reads as 1). */
export function levelKey(level: number): 'level.1' | 'level.2' | 'level.3' {
  return level === 3 ? 'level.3' : level === 2 ? 'level.2' : 'level.1';
}
