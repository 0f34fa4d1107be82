const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const MONTH = 28 * DAY;
const YEAR = 365 * DAY;

/**
 * Labels for the time axis in the app's language (uPlot's own are English: "2pm", "Nov 25"): a 24-hour
 * clock, seconds only when ticks are less than a minute apart, and the date under the first tick of each
 * day; ticks a day or more apart show the date alone, a month or more apart the month, a year the year.
 * `splits` are uPlot's tick positions in seconds,
 * `increment` the seconds between them; times are the phone's local time, as everywhere in the app.
 */
export function timeAxisLabels(locale: string): (splits: number[], increment: number) => string[] {
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const precise = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric' });
  return (splits, increment) => {
    if (increment >= MONTH) {
      const format = increment >= YEAR ? year : month;
      return splits.map((seconds) => format.format(new Date(seconds * 1000)));
    }
    let shownDay = '';
    return splits.map((seconds) => {
      const at = new Date(seconds * 1000);
      const date = day.format(at);
      if (increment >= DAY) return date;
      const time = (increment < MINUTE ? precise : clock).format(at);
      if (date === shownDay) return time;
      shownDay = date;
      return `${time}\n${date}`;
    });
  };
}
