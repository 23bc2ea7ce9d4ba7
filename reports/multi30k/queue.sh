#!/bin/bash
# The #50 runs (and #49's news LM, which #50's item 3 reads) in the order they are queued on the 2-core CPU, in two
# lanes that run side by side, one thread each, niced:
#   bash reports/multi30k/queue.sh a   # needs the caption cloze LM: makes it, then the LM cells
#   bash reports/multi30k/queue.sh b   # needs no caption LM: en-cs and en-fr baselines, the news LM and its 5K
#                                      # cells, #49's systems (reports/cnndm/queue.sh), the converged baseline and
#                                      # news-LM cells
#   bash reports/multi30k/queue.sh     # both lanes one after the other (one process)
# Every step skips complete work and resumes a partial one, so rerunning continues where it stopped (sessions end,
# the machine is not always the same one the next session: what finishes inside one session comes first). Run from
# the checkout root; records land in reports/multi30k/grid*/.
#   Table 2 in miniature first: en-cs, en-fr (target-side BPE) at 5K, two seeds (each cell ~15-40 min)
#   the news LM (`lm4gen cnndm lm`, runs/cnndm) and #49's systems, then the converged 29K column: baseline, SRC-ELMO first
#   (SRC-FT and TGT-FT last: 0.16x / 0.30x the baseline's speed), the en-cs/en-fr 29K column, the LM's domain
set -e
lane=${1:-all}
# nice acts inside a scheduler autogroup (one per session, e.g. under setsid): lower this session's group too, or
# the queue takes as much CPU as the foreground (docs/development.md)
echo 19 > /proc/self/autogroup 2>/dev/null || true
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
L="nice -n 19 .venv/bin/lm4gen multi30k"
T="--tune-values 0.2"  # the committed en-de grid's LM-representation dropout
N="--source-lm news --news-dir runs/cnndm"
$L prep --workers 1
for p in en-cs en-fr; do $L prep --pair $p --workers 1; done
if [[ $lane == a || $lane == all ]]; then
  $L lm --kind cloze
  $L grid --pair en-cs $T --only src-elmo,src-elmo+shdemb,5k
  $L grid --pair en-fr $T --only src-elmo,src-elmo+shdemb,5k
fi
if [[ $lane == b || $lane == all ]]; then
  $L grid --pair en-cs --only baseline,5k
  $L grid --pair en-fr --only baseline,5k  # beside lane a's caption LM (~1 h): the baselines need no LM
  C="nice -n 19 .venv/bin/lm4gen cnndm"
  $C prep --work-dir runs/cnndm --workers 1
  $C lm --work-dir runs/cnndm              # #49's news LM (1,200 updates, the default), then the cells it
  $L prep $N --workers 1                    # feeds here at 5K (~2 h) before Table 3's systems (~3 h each)
  $L grid $N $T --only baseline,src-elmo,5k
  bash reports/cnndm/queue.sh  # #49: Table 3's systems (its prep and LM steps are done above: skipped)
  $L grid $T --converge --only baseline,29k
fi
if [[ $lane == a || $lane == all ]]; then
  $L grid $T --converge --only src-elmo,29k
  for p in en-cs en-fr; do $L grid --pair $p $T --converge --only 29k; done
fi
if [[ $lane == b || $lane == all ]]; then
  $L grid $N $T --converge --only baseline,src-elmo,29k
fi
if [[ $lane == a || $lane == all ]]; then
  $L grid $T --converge --only src-ft,29k
  $L lm --kind causal --lang de
  $L grid $T --converge --only tgt-ft,29k
fi
