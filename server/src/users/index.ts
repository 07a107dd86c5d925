// The users module's face: what other modules may use of it; every other file is private to it.
export { changeAvailability, type ChangedAvailability } from './availability-change';
export { registerByDepartmentRoute } from './by-department-route';
export { registerOnlineStatusHandler } from './online-status-handler';
export { announceAvailability, setAvailability } from './online-status';
export { USER_EXISTS, registerSignupRoute } from './signup-route';
export { registerToggleOnlineRoute } from './toggle-online-route';
export { registerVerifyOtpRoute } from './verify-otp-route';
