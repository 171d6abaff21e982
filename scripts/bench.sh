#!/usr/bin/env bash
# The whole process against the standard tools, on the same generated logs, in one run.
#   ./scripts/bench.sh bin/wisptriage          (BENCH_BYTES=1073741824 by default)
# Prints each figure beside zstd's, sed's or grep's, and the ratio.
set -uo pipefail
bin=$(realpath "${1:?usage: bench.sh PATH-TO-wisptriage}")
bytes=${BENCH_BYTES:-1073741824}
build_bytes=${BENCH_BUILD_BYTES:-268435456}
tools=${TOOLS:-$(dirname "$0")/../../shared/tools}
work=${BENCH_DIR:-.bench}
mkdir -p "$work"
# gen_logs.py names its files by size.
svc=$(ls "$work"/service-1g.log "$work"/service.log 2>/dev/null | head -1); svc=${svc:-$work/service-1g.log}
bld=$(ls "$work"/build-256m.log "$work"/build.log 2>/dev/null | head -1); bld=${bld:-$work/build-256m.log}
if [ ! -s "$svc" ] || [ "$(stat -c %s "$svc")" -lt "$bytes" ]; then
  if [ -f "$tools/gen_logs.py" ]; then
    echo "generating $bytes bytes of service log and $build_bytes of build log with gen_logs.py..."
    python3 "$tools/gen_logs.py" "$work" --service-bytes "$bytes" --build-bytes "$build_bytes" >/dev/null
  else
    echo "no ../shared/tools/gen_logs.py: writing a synthetic service log"
    python3 - "$svc" "$bytes" <<'PY'
import random, sys
p, n = sys.argv[1], int(sys.argv[2]); r = random.Random(1); w = 0
with open(p, "w") as f:
    while w < n:
        s = f"2026-01-01T00:00:{w % 60:02d}Z INFO svc[{r.randrange(99)}] request {r.randrange(10**6)} took {r.randrange(900)}ms permission denied\n" if r.random() < 0.01 else f"2026-01-01T00:00:{w % 60:02d}Z INFO svc[{r.randrange(99)}] request {r.randrange(10**6)} took {r.randrange(900)}ms\n"
        f.write(s); w += len(s)
PY
  fi
fi
[ -s "$svc" ] || svc=$(ls -S "$work"/*service*.log 2>/dev/null | head -1)
[ -s "$bld" ] || bld=$(ls -S "$work"/*build*.log 2>/dev/null | head -1)
# gen_logs.py's "1 GiB" is a little over 1 GiB; a ceiling above it keeps the comparison to
# storing, not cutting (the cut path reads the kept tail again to hash it).
ceil="--ceiling $((bytes * 2))"
store="$work/store"; rm -rf "$store"

now() { date +%s.%N; }
secs() { python3 -c "print(f'{$2-$1:.3f}')"; }
ratio() { python3 -c "print(f'{$1/$2:.2f}')"; }
rss() { grep 'Maximum resident' "$1" | awk '{printf "%.0f MiB", $6/1024}'; }
size=$(stat -c %s "$svc")
mb() { python3 -c "print(f'{$size/1e6/$1:.0f} MB/s')"; }

echo "== ingest of $(numfmt --to=iec "$size") service log"
cat "$svc" > /dev/null
t0=$(now); zstd -1 -T2 -q -c "$svc" > "$work/service.log.zst"; t1=$(now); z=$(secs "$t0" "$t1")
t0=$(now); /usr/bin/time -v -o "$work/time.txt" "$bin" --store "$store" $ceil --format json ingest "$svc" > "$work/ingest.json"; t1=$(now); w=$(secs "$t0" "$t1")
zsvc=$z
echo "zstd -1 -T2:          ${z}s  ($(mb "$z"))"
echo "wisptriage ingest:    ${w}s  ($(mb "$w")), peak RSS $(rss "$work/time.txt")"
echo "throughput ratio (goal >= 0.6): $(ratio "$z" "$w")"
id=$(python3 -c "import json; print(json.load(open('$work/ingest.json'))[0]['id'])")
lines=$(python3 -c "import json; print(json.load(open('$work/ingest.json'))[0]['lines'])")

a=$((lines / 2)); [ "$a" -gt 5000000 ] && a=5000000; b=$((a + 100))
echo "== recall --lines $a-$b"
t0=$(now); zstdcat "$work/service.log.zst" | sed -n "${a},${b}p;${b}q" > /dev/null; t1=$(now); s=$(secs "$t0" "$t1")
r=9
for _ in 1 2 3 4 5; do # the best of five: the first pays for a cold page cache
  t0=$(now); "$bin" --store "$store" --budget 65536 recall "$id" --lines "$a-$b" > /dev/null; t1=$(now)
  r=$(python3 -c "print(min($r, $t1-$t0))")
done
r=$(python3 -c "print(f'{$r:.3f}')")
echo "zstdcat | sed -n:     ${s}s"
echo "wisptriage recall:    ${r}s  (goal <= 0.020s)"

re='permission denied'
echo "== recall --matching '$re' (count every match)"
t0=$(now); n=$(zstdcat "$work/service.log.zst" | grep -c -i "$re"); t1=$(now); g=$(secs "$t0" "$t1")
t0=$(now); "$bin" --store "$store" --format json recall "$id" --matching "$re" > "$work/match.json"; t1=$(now); m=$(secs "$t0" "$t1")
echo "zstdcat | grep -c -i: ${g}s  ($n matches)"
echo "wisptriage recall:    ${m}s  ($(python3 -c "import json; print(json.load(open('$work/match.json'))['matches_total'])") matches)"
echo "speed ratio (goal >= 1): $(ratio "$g" "$m")"

if [ -s "$bld" ] && "$bin" notable --help >/dev/null 2>&1; then
  bsize=$(stat -c %s "$bld")
  echo "== notable on a $(numfmt --to=iec "$bsize") build log (ingest included)"
  # The best of three of each: the machine is shared, and one run says little.
  z=99; n=99
  for _ in 1 2 3; do
    t0=$(now); zstd -1 -T2 -q -c "$bld" > /dev/null; t1=$(now); z=$(python3 -c "print(f'{min($z, $t1-$t0):.3f}')")
    rm -rf "$store"
    t0=$(now); /usr/bin/time -v -o "$work/time.txt" "$bin" --store "$store" notable "$bld" > /dev/null; t1=$(now)
    n=$(python3 -c "print(f'{min($n, $t1-$t0):.3f}')")
  done
  echo "zstd -1 -T2:          ${z}s"
  echo "wisptriage notable:   ${n}s, peak RSS $(rss "$work/time.txt")  (goal: <= 2x zstd, <= 128 MiB)"
  echo "time ratio: $(ratio "$n" "$z")x"
  echo "== notable on the $(numfmt --to=iec "$size") service log (ingest included)"
  t0=$(now); /usr/bin/time -v -o "$work/time.txt" "$bin" --store "$store" $ceil notable "$svc" > /dev/null; t1=$(now); n=$(secs "$t0" "$t1")
  echo "wisptriage notable:   ${n}s, peak RSS $(rss "$work/time.txt")  (goal: <= 4x zstd's ${zsvc}s on the same file, <= 256 MiB)"
  echo "time ratio: $(ratio "$n" "$zsvc")x"
fi

if "$bin" run --help >/dev/null 2>&1; then
  echo "== run --quiet of a command printing 1 GiB"
  t0=$(now); sh -c 'yes log line | head -c 1G' > /dev/null; t1=$(now); y=$(secs "$t0" "$t1")
  t0=$(now); /usr/bin/time -v -o "$work/time.txt" "$bin" --store "$store" run --quiet -- sh -c 'yes log line | head -c 1G' > /dev/null; t1=$(now); r=$(secs "$t0" "$t1")
  echo "the command alone:    ${y}s"
  echo "wisptriage run:       ${r}s, peak RSS $(rss "$work/time.txt")  (goal <= 64 MiB)"
  for mode in --split; do
    /usr/bin/time -v -o "$work/time.txt" "$bin" --store "$store" run --quiet $mode -- sh -c 'yes log line | head -c 1G' > /dev/null
    echo "wisptriage run $mode: peak RSS $(rss "$work/time.txt")  (goal <= 64 MiB)"
  done
fi
rm -rf "$store"
