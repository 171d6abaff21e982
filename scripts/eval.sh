#!/usr/bin/env bash
# Accuracy on the real corpora in ../shared/corpus (read in place, never copied):
# LogChunks (first root cause inside the labelled chunk), Loghub-2k (GA and PA, from the
# Content column and from raw lines), the foundation contract, and score_known.py over
# our own hand-labelled samples (known/testdata/truth/manifest.jsonl) and over a holdout of
# real logs the formats were not tuned on (known/testdata/holdout/manifest.jsonl).
#   ./scripts/eval.sh bin/wisptriage ../shared/corpus ../shared/tools
set -uo pipefail
bin=$(realpath "${1:?usage: eval.sh BIN CORPUS TOOLS}")
corpus=${2:-../shared/corpus}
tools=${3:-../shared/tools}
if [ ! -d "$tools" ]; then
  echo "eval: no scoring scripts at $tools (they live in the shared folder beside this repo); nothing measured"
  exit 0
fi
status=0
echo "== foundation contract ($tools/check_foundation.sh)"
bash "$tools/check_foundation.sh" "$bin" || status=1
if [ -f "$corpus/logchunks-dev/manifest.jsonl" ]; then
  echo "== LogChunks dev: first root cause in the labelled chunk (goal >= 0.80; keyword search F1 0.26, text similarity 0.51)"
  python3 "$tools/score_logchunks.py" "$bin" "$corpus/logchunks-dev/manifest.jsonl" || status=1
else
  echo "== LogChunks: not found at $corpus/logchunks-dev; skipped"
fi
if [ -d "$corpus/loghub-2k" ]; then
  echo "== Loghub-2k from Content (goal GA >= 0.95, PA >= 0.70; Drain GA 0.85, PA 0.32)"
  python3 "$tools/score_loghub.py" "$bin" "$corpus/loghub-2k" | tail -1 || status=1
  echo "== Loghub-2k from raw lines (goal GA >= 0.90)"
  python3 "$tools/score_loghub.py" "$bin" "$corpus/loghub-2k" --raw | tail -1 || status=1
else
  echo "== Loghub-2k: not found at $corpus/loghub-2k; skipped"
fi
truth="$(cd "$(dirname "$0")/.." && pwd)/known/testdata/truth/manifest.jsonl"
if [ -f "$tools/score_known.py" ] && [ -f "$truth" ]; then
  echo "== known/testdata truth: root causes, outcome, tallies of our samples (goal recall >= 0.95, precision >= 0.90, top1 >= 0.95, outcome >= 0.95, tally >= 0.95)"
  python3 "$tools/score_known.py" "$bin" "$truth" | tail -1 || status=1
else
  echo "== known/testdata truth: no score_known.py at $tools or no $truth; skipped"
fi
for h in holdout holdout2 holdout3/native holdout3/gopyrust holdout3/jvmjs holdout4/native holdout4/gopyrust holdout4/jvmjs holdout5/native holdout5/gopyrust holdout5/jvmjs holdout6/native holdout6/gopyrust holdout6/jvmjs holdout7/native holdout7/gopyrust holdout7/jvmjs holdout8/native holdout8/gopyrust holdout8/jvmjs holdout9/native holdout9/gopyrust holdout9/jvmjs holdout10/native holdout10/gopyrust holdout10/jvmjs holdout11/native holdout11/gopyrust holdout11/jvmjs holdout12/native holdout12/gopyrust holdout12/jvmjs holdout13/native holdout13/gopyrust holdout13/jvmjs holdout14/native holdout14/gopyrust holdout14/jvmjs holdout15/native holdout15/gopyrust holdout15/jvmjs holdout16/native holdout16/gopyrust holdout16/jvmjs holdout17/native holdout17/gopyrust holdout17/jvmjs; do
  holdout="$(dirname "$truth")/../$h/manifest.jsonl"
  if [ -f "$tools/score_known.py" ] && [ -f "$holdout" ]; then
    echo "== known/testdata/$h: the same, on real logs made after the formats were written"
    python3 "$tools/score_known.py" "$bin" "$holdout" | tail -1 || status=1
  fi
done
exit $status
