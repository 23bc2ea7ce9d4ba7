#!/bin/bash
# The #50 runs (and #49's, which lane b calls) in the order they are queued on the 2-core CPU, in two lanes that run
# side by side, one thread each, niced:
#   bash reports/multi30k/queue.sh      # the data stages, then lanes a and b at once (two processes)
#   bash reports/multi30k/queue.sh a    # needs the caption cloze LM: makes it, then the LM cells
#   bash reports/multi30k/queue.sh b    # needs no caption LM: the en-cs / en-fr baselines, the news LM and its cells,
#                                       # #49's systems (reports/cnndm/queue.sh), the LM-free converged cells
# Two lanes of one thread: two one-thread training processes did 15-18% more work together than one with both
# threads (bench/bench_strategies.py, baseline and SRC-FT training at the grid's shapes, 2026-12-07: baseline
# 2,531 tokens/s with 2 threads alone against 1,499 + 1,497 side by side; SRC-FT 933 against 539 + 537).
# Every step skips complete work and resumes a partial one, so rerunning continues where it stopped (sessions end,
# the machine is not always the same one the next session). Run from the checkout root; records land in
# reports/multi30k/grid*/ and reports/cnndm/.
#   Table 2 in miniature first (en-cs, en-fr at 5K, two seeds; done), the news LM and #49's systems, then the
#   converged 29K column: baseline and SRC-ELMO first (done), the en-cs / en-fr 29K column, the LM's domain at 29K,
#   then the rest of the column (SRC-FT and TGT-FT are the slowest: 0.36x / 0.44x the baseline's speed)
set -e
lane=${1:-both}
# nice acts inside a scheduler autogroup (one per session, e.g. under setsid): lower this session's group too, or
# the queue takes as much CPU as the foreground (docs/development.md)
echo 19 > /proc/self/autogroup 2>/dev/null || true
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
L="nice -n 19 .venv/bin/lm4gen multi30k"
T="--tune-values 0.2"  # the committed en-de grid's LM-representation dropout
N="--source-lm news --news-dir runs/cnndm"
$L prep --workers 1
for p in en-cs en-fr; do $L prep --pair $p --workers 1; done
if [[ $lane == both ]]; then  # the data stages are done: each lane's prep lines above only check them
    bash "$0" a &
    bash "$0" b &
    wait
    exit
fi
if [[ $lane == a ]]; then
  $L lm --kind cloze
  $L grid --pair en-cs $T --only src-elmo,src-elmo+shdemb,5k
  $L grid --pair en-fr $T --only src-elmo,src-elmo+shdemb,5k
  $L grid $T --converge --only src-elmo,29k
  for p in en-cs en-fr; do $L grid --pair $p $T --converge --only 29k; done
  $L grid $T --converge --only src-elmo+shdemb,29k
  $L grid $T --converge --only src-ft,29k
  $L lm --kind causal --lang de
  $L grid $T --converge --only tgt-elmo,29k
  $L grid $T --converge --only tgt-ft,29k
fi
if [[ $lane == b ]]; then
  $L grid --pair en-cs --only baseline,5k
  $L grid --pair en-fr --only baseline,5k  # beside lane a's caption LM (~1 h): the baselines need no LM
  C="nice -n 19 .venv/bin/lm4gen cnndm"
  $C prep --work-dir runs/cnndm --workers 1
  $C lm --work-dir runs/cnndm              # #49's news LM (1,200 updates, the default), then the cells it
  $L prep $N --workers 1                    # feeds here at 5K (~2 h) before Table 3's systems (~3 h each)
  $L grid $N $T --only baseline,src-elmo,5k
  bash reports/cnndm/queue.sh  # #49: Table 3's systems and second seeds (its prep and LM steps are done above)
  $L grid $T --converge --only baseline,29k
  $L grid $N $T --converge --only src-elmo,29k  # the LM's domain at 29K: SRC-ELMO first, then its news-BPE baseline
  $L grid $N $T --converge --only baseline,29k
  $L grid $T --converge --only baseline+shdemb,shared,29k
fi
