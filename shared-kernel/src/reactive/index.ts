// The RxJS pieces the platform, the session, the event bus and the apps use, as one shared module: each
// kernel subpath importing 'rxjs' itself carried its own copy of Subject and Observable into the first
// screen (three copies on the login screen).
export { BehaviorSubject, Subject, distinctUntilChanged, filter, map, skip, type Observable } from 'rxjs';
