// The location fix moved to src/lib/geolocation.ts (the division form's geofence uses it too); this
// keeps the attendance feature's older import path working.
export { locationFix, type Fix } from '../../../lib/geolocation';
