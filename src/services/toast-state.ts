import { useSyncExternalStore } from 'react'

/** What the page's toast shows; `seq` tells one message from the next with the same text. */
export interface ToastMessage {
  seq: number
  content: string
  title?: string
  icon?: 'success' | 'fail' | 'loading'
  /** Seconds; 0 stays until hidden. */
  duration: number
  contentClassName?: string
}

// The toast is drawn from this state rather than opened through NutUI's Toast.show: a second
// show while a toast stood kept the first one's timer, so a message that followed another
// within 2 s vanished at once; and Toast.show finds its toast by the current route, which a
// page left behind in the stack could unregister. Each message here mounts a toast of its own.
let current: ToastMessage | null = null
let seq = 0
const listeners = new Set<() => void>()

function publish(next: ToastMessage | null): void {
  current = next
  listeners.forEach((listener) => listener())
}

export function showToastMessage(message: Omit<ToastMessage, 'seq'>): void {
  seq += 1
  publish({ ...message, seq })
}

/** Closes the toast; with `which`, only if that message is still the one shown. */
export function closeToastMessage(which?: number): void {
  if (current && (which === undefined || current.seq === which)) publish(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToastMessage(): ToastMessage | null {
  return useSyncExternalStore(subscribe, () => current)
}
