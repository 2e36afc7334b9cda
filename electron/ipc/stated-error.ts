// An error a service throws from deep inside a write (where it cannot return a Result) whose message is already
// written for the person at the screen: the registry passes it on as it is, not as "Something went wrong in …".
export class StatedError extends Error {
  override name = 'StatedError';
}
