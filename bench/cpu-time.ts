// CPU time from Linux's /proc while a bench runs: that of the server measured (its cost per
// request, which other load on a shared machine hardly changes), and that of everything outside
// the bench (other jobs, and time the hypervisor stole), which takes cores from the servers.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** Busy ticks of the whole machine: every state but idle and I/O wait, steal included. */
function machineTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
  return user + nice + system + irq + softirq + steal
}

/** Each process's parent and the ticks it has used (user and system). */
function processTicks(): Map<number, { ppid: number; ticks: number }> {
  const processes = new Map<number, { ppid: number; ticks: number }>()
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
      // The process ended while the list was read: it was not one of ours.
    }
  }
  return processes
}

/** Ticks used so far by a process and all its descendants. */
function treeTicks(processes: Map<number, { ppid: number; ticks: number }>, root: number): number {
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, { ppid }] of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree].reduce((sum, pid) => sum + (processes.get(pid)?.ticks ?? 0), 0)
}

export interface CpuTime {
  /** CPU seconds the server (its process and children) used. */
  serverSeconds: number
  /** Cores that processes outside this bench, and the hypervisor's steal, kept busy on average. */
  otherCores: number
}

function snapshot(serverPid: number) {
  const processes = processTicks()
  return {
    at: Date.now(),
    machine: machineTicks(),
    bench: treeTicks(processes, process.pid),
    server: treeTicks(processes, serverPid),
  }
}

/** Starts counting; the function returned gives the CPU time since, or null off Linux. */
export function watchCpuTime(serverPid: number): () => CpuTime | null {
  let start: ReturnType<typeof snapshot>
  try {
    start = snapshot(serverPid)
  } catch {
    return () => null
  }
  return () => {
    const end = snapshot(serverPid)
    const others = end.machine - start.machine - (end.bench - start.bench)
    return {
      serverSeconds: (end.server - start.server) / TICKS_PER_SECOND,
      otherCores: Math.max(0, others) / TICKS_PER_SECOND / ((end.at - start.at) / 1000),
    }
  }
}
