// CPU time the rest of the machine used while a bench ran (Linux /proc): other jobs on this
// shared machine, and time the hypervisor stole, both take cores from the servers measured.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

interface ProcessTicks {
  ppid: number
  ticks: number
}

/** Busy ticks of the whole machine: every state but idle and I/O wait, steal included. */
function machineTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
  return user + nice + system + irq + softirq + steal
}

function processTicks(): Map<number, ProcessTicks> {
  const processes = new Map<number, ProcessTicks>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which may contain spaces: state ppid … utime stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      processes.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // The process ended while the list was read; it is not ours.
    }
  }
  return processes
}

/** Ticks used so far by this process and its descendants (the servers it started). */
function ownTicks(): number {
  const processes = processTicks()
  const ours = new Set([process.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, { ppid }] of processes) {
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid)
        grew = true
      }
    }
  }
  return [...ours].reduce((sum, pid) => sum + (processes.get(pid)?.ticks ?? 0), 0)
}

/**
 * Starts counting; the function returned gives the cores that others (processes outside this
 * tree, and the hypervisor's steal) kept busy on average since, or null off Linux.
 */
export function watchOtherLoad(): () => number | null {
  let start: { machine: number; own: number; at: number }
  try {
    start = { machine: machineTicks(), own: ownTicks(), at: Date.now() }
  } catch {
    return () => null
  }
  return () => {
    const seconds = (Date.now() - start.at) / 1000
    const others = machineTicks() - start.machine - (ownTicks() - start.own)
    return Math.max(0, others) / TICKS_PER_SECOND / seconds
  }
}
