// What a handler returns to choose a status other than 200 (204 sends no body).
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}
export const created = <T>(body: T) => new Reply(201, body);
export const noContent = () => new Reply(204, null);
