import type { ApiError, CreateTableRequest, CreateTableResponse, GameSummary, TableSummary } from '../../party/protocol/lobby.ts';
import type { Presence } from '../../party/protocol/quick-match.ts';

/** A refused or failed request: `code` is the API's error code, or `network` when there was no answer. */
export class ApiFailure extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 0) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch (cause) {
    throw new ApiFailure('network', cause instanceof Error ? cause.message : String(cause));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiError | null)?.error;
    throw new ApiFailure(error?.code ?? `http-${response.status}`, error?.message ?? response.statusText, response.status);
  }
  return body as T;
}

export async function listGames(): Promise<GameSummary[]> {
  return (await request<{ games: GameSummary[] }>('/api/games')).games;
}

export async function listOpenTables(game: string): Promise<TableSummary[]> {
  return (await request<{ tables: TableSummary[] }>(`/api/tables?game=${encodeURIComponent(game)}`)).tables;
}

export function getTable(id: string): Promise<TableSummary> {
  return request<TableSummary>(`/api/tables/${encodeURIComponent(id)}`);
}

export function createTable(body: CreateTableRequest): Promise<CreateTableResponse> {
  return request<CreateTableResponse>('/api/tables', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** How many people are looking for a table of each game, and playing it (quick match's presence). */
export async function getPresence(): Promise<Presence[]> {
  return (await request<{ games: Presence[] }>('/api/presence')).games;
}
