import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import type { Staff } from '@common/contracts/staff'
import { ApiError, onUnauthorised } from './services/http'
import * as api from './services/staff'

/** The console's session: who is logged in (undefined while asking the server). */
interface Session {
  staff: Staff | null | undefined
  /** The server could not be asked (not a refusal): shown instead of the login form. */
  failure: string | null
  signedIn(staff: Staff): void
  signOut(): Promise<void>
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<Staff | null | undefined>(undefined)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.me().then(
      (account) => current && setStaff(account),
      (error: unknown) => {
        if (!current) return
        if (error instanceof ApiError && error.code !== 401) setFailure(error.message)
        setStaff(null)
      },
    )
    // A call refused for an ended session (expired, disabled, password reset) logs out here.
    onUnauthorised(() => setStaff(null))
    return () => {
      current = false
      onUnauthorised(undefined)
    }
  }, [])

  const signOut = useCallback(async () => {
    await api.logout().catch(() => undefined)
    setStaff(null)
  }, [])
  const session = useMemo<Session>(
    () => ({ staff, failure, signedIn: setStaff, signOut }),
    [staff, failure, signOut],
  )
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside SessionProvider')
  return session
}
