import { createContext, useContext, type PropsWithChildren } from 'react'
import type { RootStore } from './root-store'

const StoreContext = createContext<RootStore | null>(null)

/** Hands the RootStore to every page and component below it. */
export function StoreProvider({ value, children }: PropsWithChildren<{ value: RootStore }>) {
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>
}

/** The RootStore of the app; fails loudly when a component renders outside the provider. */
export function useStores(): RootStore {
  const root = useContext(StoreContext)
  if (!root) throw new Error('useStores() needs a <StoreProvider> above it')
  return root
}
