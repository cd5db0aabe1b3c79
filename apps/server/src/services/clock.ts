/** The current time, injectable so tests can move it (SMS expiry, throttle delays, sessions). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);
