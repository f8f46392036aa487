import type { ChildProcess } from 'node:child_process'

export interface AppServer {
  child: ChildProcess
  /** Settles once the server logs that it listens; rejects when it exits first. */
  listening: Promise<void>
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** All it printed so far, stdout and stderr. */
  output(): string
  /** Sends SIGTERM (or `signal`) and waits until the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** Starts the production build as a child process (scripts/app-server.js). */
export function startAppServer(options?: {
  env?: Record<string, string>
  nodeFlags?: string[]
  echoErrors?: boolean
}): AppServer

/** A fresh temporary folder holding a SQLite database file (scripts/app-server.js). */
export function tempDatabase(prefix?: string): { dir: string; file: string; url: string; remove(): void }
