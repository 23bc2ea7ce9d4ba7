#!/bin/bash
# The #49 runs (the paper's Table 3 in miniature) in their order, one thread, niced: the news LM, then the SRC-ELMO
# systems on the baseline's update budget, then the second seeds. Every step skips complete work and resumes a
# partial one, so rerunning continues where it stopped. Run from the checkout root (records: reports/cnndm/; runs:
# runs/cnndm). reports/multi30k/queue.sh's lane b calls it.
set -e
echo 19 > /proc/self/autogroup 2>/dev/null || true  # nice acts inside an autogroup: docs/development.md
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
C="nice -n 19 .venv/bin/lm4gen cnndm"
W="--work-dir runs/cnndm"
$C prep $W --workers 1
$C lm $W  # 1,200 updates (the default), the committed card's recipe
$C lead3 $W
$C ft $W --name src-elmo-shdemb --strategy src-elmo+shdemb  # the paper's pair first
$C ft $W --name baseline
$C ft $W --name src-elmo --strategy src-elmo
$C ft $W --name baseline-seed2 --seed 2
$C ft $W --name src-elmo-shdemb-seed2 --strategy src-elmo+shdemb --seed 2  # the best LM system, second seed
