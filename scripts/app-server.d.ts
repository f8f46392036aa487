import type { ChildProcess } from 'node:child_process'

export interface AppServer {
  child: ChildProcess
  /** Settles once the server logs that it listens; rejects when it exits first. */
  /** The server's address (e.g. http://127.0.0.1:41234) once it listens. */
  listening: Promise<string>
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** All it printed so far, stdout and stderr. */
  output(): string
  /** Sends SIGTERM (or `signal`) and waits until the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** Starts the production build as a child process (scripts/app-server.js). */
export function startAppServer(options?: {
  /** on top of this process's environment; undefined removes a variable */
  env?: Record<string, string | undefined>
  nodeFlags?: string[]
  echoErrors?: boolean
  /** the working directory (server.js itself is always this checkout's) */
  cwd?: string
}): AppServer

export interface TempDatabase {
  dir: string
  /** the SQLite file */
  file: string
  /** file:<file>, for DATABASE_URL */
  url: string
  /** deletes the folder and everything in it */
  remove(): void
}

/** A fresh temporary folder holding a SQLite database file (scripts/app-server.js). */
export function tempDatabase(prefix?: string): TempDatabase

/** Where scripts/serve-e2e.js writes its DATABASE_URL for the shared test server on `port`. */
export function databaseUrlFile(port: number | string): string

/** A process and every process under it (a cluster's primary and its workers), itself first. */
export function processTree(pid: number): number[]
