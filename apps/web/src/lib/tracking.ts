// Tracking events (SPEC §2 "key shop"): dispatched on window as 'shop-tracking' so the host
// platform (or a test) can listen; nothing is sent anywhere by the shop itself.

export type TrackingEvent = {
  key: 'shop';
  type: 'view-change' | 'navigation-click' | 'amount-change';
  from: string;
  to: string;
  userId: number | null;
  data: string;
};

export const TRACKING_EVENT_NAME = 'shop-tracking';

export function track(event: Omit<TrackingEvent, 'key'>): void {
  window.dispatchEvent(new CustomEvent<TrackingEvent>(TRACKING_EVENT_NAME, { detail: { key: 'shop', ...event } }));
}
