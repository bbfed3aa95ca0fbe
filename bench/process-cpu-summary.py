# Summary of bench/process-cpu.sh: for each MARK start/end pair, the CPU each process
# kind used (percent of one core over the interval) and how busy the whole machine was.
import collections
import sys

samples, marks = sys.argv[1], sys.argv[2]
bounds = [line.split() for line in open(marks) if line.startswith('MARK')]
rows = [line.split() for line in open(samples)]
ticks_per_second = 100
for start, end in zip(bounds[0::2], bounds[1::2]):
    t0, t1, label = float(start[1]), float(end[1]), ' '.join(start[3:])
    first, last, machine = {}, {}, []
    for row in rows:
        t = float(row[0])
        if t < t0 or t > t1:
            continue
        if row[1] == 'total':
            machine.append(list(map(int, row[4:12])))
            continue
        key = (row[1], row[2])
        first.setdefault(key, int(row[3]))
        last[key] = int(row[3])
    used = collections.Counter()
    for key, value in last.items():
        used[key[0]] += value - first[key]
    seconds = t1 - t0
    delta = [b - a for a, b in zip(machine[0], machine[-1])]
    busy = (sum(delta) - delta[3] - delta[4]) / sum(delta)
    kinds = '  '.join(f'{kind}={used[kind] / ticks_per_second:6.1f}s ({used[kind] / ticks_per_second / seconds * 100:5.1f}%)' for kind in ('api', 'pg', 'loadgen', 'floor'))
    print(f'{label:28s} {seconds:6.1f}s  {kinds}  machine busy {busy * 100:5.1f}%')
