#!/usr/bin/env bash
# Submit the sharding array job and, depending on it (afterok), the manifest merge job.
#
#   slurm/submit_data_prep.sh --tasks 16 shard --input 'news.20*.de.gz' --tokenizer bpe/joint.model \
#       --output shards/de --valid-fraction 0.001 --dedup
#   slurm/submit_data_prep.sh --tasks 8 --sbatch --partition=cpu --sbatch --cpus-per-task=16 --verify \
#       bitext --train train.en train.de --tokenizer bpe/joint.model --output shards/wmt-en-de
#
# Options (before the mode):
#   --tasks N        array size = number of tasks the shards are split over (default 16)
#   --sbatch OPT     an sbatch option for both jobs (repeatable), e.g. --sbatch --account=abc
#   --log-dir DIR    job logs go to DIR/<name>-<job>_<task>.log (default: the current directory)
#   --verify         the merge job also re-hashes every shard against the merged manifest
# Then shard|bitext and the arguments of lm4gen <mode> (which must include --output).
# Prints the two job ids as "array_job=<id>" and "merge_job=<id>". Relative paths start at the
# current directory (the jobs run there). If a task fails, Slurm cancels the merge job.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "submit_data_prep.sh: $*" >&2; exit 2; }

tasks=16 log_dir=. verify=() sbatch_opts=()
while [ $# -gt 0 ]; do
    case "$1" in
        --tasks) [ $# -ge 2 ] || die "--tasks needs a number"; tasks=$2; shift 2 ;;
        --tasks=*) tasks=${1#--tasks=}; shift ;;
        --sbatch) [ $# -ge 2 ] || die "--sbatch needs an sbatch option"; sbatch_opts+=("$2"); shift 2 ;;
        --sbatch=*) sbatch_opts+=("${1#--sbatch=}"); shift ;;
        --log-dir) [ $# -ge 2 ] || die "--log-dir needs a directory"; log_dir=$2; shift 2 ;;
        --log-dir=*) log_dir=${1#--log-dir=}; shift ;;
        --verify) verify=(--verify); shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
        shard|bitext) break ;;
        *) die "unknown option '$1' (options: --tasks N, --sbatch OPT, --log-dir DIR, --verify; then shard|bitext ARGS)" ;;
    esac
done
[ $# -ge 1 ] || die "missing the mode: shard or bitext, followed by its arguments"
mode=$1; shift
[[ "$tasks" =~ ^[1-9][0-9]*$ ]] || die "--tasks must be a positive integer (got '$tasks')"

output="" prev=""
for a in "$@"; do
    case "$a" in --output=*) output=${a#--output=} ;; esac
    [ "$prev" = --output ] && output=$a
    prev=$a
done
[ -n "$output" ] || die "the $mode arguments must include --output DIR (the merge job merges DIR)"
mkdir -p "$log_dir"    # Slurm does not create it: a job whose log cannot be opened fails without output

export LM4GEN_ROOT=${LM4GEN_ROOT:-$ROOT}
array_job=$(sbatch --parsable ${sbatch_opts[@]+"${sbatch_opts[@]}"} --array="0-$((tasks - 1))" \
    --output="$log_dir/%x-%A_%a.log" "$ROOT/slurm/data_prep.sbatch" "$mode" "$@")
array_job=${array_job%%;*}   # --parsable prints "id[;cluster]"
merge_job=$(sbatch --parsable ${sbatch_opts[@]+"${sbatch_opts[@]}"} --job-name=lm4gen-merge \
    --dependency="afterok:$array_job" --kill-on-invalid-dep=yes --cpus-per-task=1 --time=01:00:00 \
    --output="$log_dir/%x-%j.log" "$ROOT/slurm/data_prep.sbatch" merge "$output" ${verify[@]+"${verify[@]}"})
merge_job=${merge_job%%;*}
echo "array_job=$array_job"
echo "merge_job=$merge_job"
