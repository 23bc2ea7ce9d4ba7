# Sourced by the lm4gen batch scripts (slurm/*.sbatch); not a job script itself.
#
# sbatch copies a job script into Slurm's spool directory, so a script cannot find the
# repository from its own path. It is LM4GEN_ROOT if set, else the directory sbatch was
# run from ($SLURM_SUBMIT_DIR): submit from the repository root.
#
# Environment a script may set before sourcing, or a user may export before sbatch
# (sbatch passes the submitting shell's environment to the job, --export=ALL):
#   LM4GEN_ROOT          the repository (default: $SLURM_SUBMIT_DIR)
#   LM4GEN_PYTHON        the interpreter (default: $LM4GEN_ROOT/.venv/bin/python)
#   LM4GEN_CPU=1         CPU nodes: no CUDA, gloo, one OMP thread per allocated CPU
#   LM4GEN_MAX_REQUEUES  stop requeueing after this many restarts (default 100)
#   LM4GEN_SRUN_ARGS     extra srun options for the training step (word-split)
#   LM4GEN_SRUN_WAIT     seconds srun waits for the other ranks once one has exited (default 60: a rank that stopped
#                        answering is killed within the collective timeout + a minute)
#   LM4GEN_SOCKET_IFNAME the network interface gloo and NCCL use between nodes (GLOO_SOCKET_IFNAME and
#                        NCCL_SOCKET_IFNAME): auto (default: on each node, the one that reaches the master
#                        node, see lm4gen_task), an interface name for every node, or off (leave them unset);
#                        GLOO_SOCKET_IFNAME / NCCL_SOCKET_IFNAME exported before sbatch win over it

lm4gen_log() { echo "[$(date '+%F %T')] [${LM4GEN_SCRIPT:-lm4gen}] $*"; }
lm4gen_die() { lm4gen_log "error: $*" >&2; exit 2; }

# lm4gen_setup: find the repository and the interpreter, export what every rank needs.
# The working directory stays the job's (the submit directory unless sbatch --chdir).
lm4gen_setup() {
    [ -n "${SLURM_JOB_ID:-}" ] || lm4gen_die "not inside a Slurm job: submit with sbatch (see slurm/README.md)"
    LM4GEN_ROOT=${LM4GEN_ROOT:-${SLURM_SUBMIT_DIR:-}}
    [ -f "$LM4GEN_ROOT/pretrain/run.py" ] || lm4gen_die "LM4GEN_ROOT='$LM4GEN_ROOT' is not the lm4gen repository: submit from the repository root or set LM4GEN_ROOT"
    LM4GEN_PYTHON=${LM4GEN_PYTHON:-$LM4GEN_ROOT/.venv/bin/python}
    [ -x "$LM4GEN_PYTHON" ] || lm4gen_die "LM4GEN_PYTHON='$LM4GEN_PYTHON' is not executable (run ./setup.sh, or set LM4GEN_PYTHON)"
    export LM4GEN_ROOT LM4GEN_PYTHON
    # every rank imports the repository's packages and finds DeepSpeed's compiled CPU ops
    export PYTHONPATH="$LM4GEN_ROOT${PYTHONPATH:+:$PYTHONPATH}"
    export TORCH_EXTENSIONS_DIR=${TORCH_EXTENSIONS_DIR:-$LM4GEN_ROOT/.venv/torch_extensions}
    export PYTHONUNBUFFERED=1       # progress lines reach the job log as they are printed
    export PYTHONFAULTHANDLER=1     # a crashing rank prints every thread's stack
    # Slurm 22.05-23.02's srun does not pass the job's --cpus-per-task on to its tasks: each rank
    # (and its loader workers) would be bound to one CPU
    if [ -n "${SLURM_CPUS_PER_TASK:-}" ]; then export SRUN_CPUS_PER_TASK=$SLURM_CPUS_PER_TASK; fi
    # a launcher variable left over from the submitting shell would override srun's ranks
    # (core/launch_env.py takes the master from the step's first node and the job id)
    unset RANK WORLD_SIZE LOCAL_RANK LOCAL_WORLD_SIZE LOCAL_SIZE MASTER_ADDR MASTER_PORT
    if [ "${LM4GEN_CPU:-0}" = 1 ]; then
        export CUDA_VISIBLE_DEVICES=""
        export OMP_NUM_THREADS=${OMP_NUM_THREADS:-${SLURM_CPUS_PER_TASK:-1}}
    else
        export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}      # the GPU does the math; loader workers are processes
        # a failed or timed-out NCCL collective tears the rank down (then srun ends the step) instead of hanging
        export TORCH_NCCL_ASYNC_ERROR_HANDLING=${TORCH_NCCL_ASYNC_ERROR_HANDLING:-1}
        export NCCL_DEBUG=${NCCL_DEBUG:-WARN}           # NCCL's warnings (e.g. a fallback from InfiniBand) reach the log
    fi
    # collectives time out (then the ranks raise) instead of waiting for a dead rank forever
    export LM4GEN_DIST_TIMEOUT_MINUTES=${LM4GEN_DIST_TIMEOUT_MINUTES:-30}
}

# lm4gen_header: what ran where, at the top of (each restart's part of) the job log.
lm4gen_header() {
    lm4gen_log "job ${SLURM_JOB_ID}${SLURM_ARRAY_TASK_ID:+ array task $SLURM_ARRAY_TASK_ID} '${SLURM_JOB_NAME:-}'" \
        "restart ${SLURM_RESTART_COUNT:-0} | nodes ${SLURM_JOB_NUM_NODES:-1} (${SLURM_JOB_NODELIST:-?})" \
        "| tasks ${SLURM_NTASKS:-1} (${SLURM_TASKS_PER_NODE:-?} per node) | cpus/task ${SLURM_CPUS_PER_TASK:-?}" \
        "| $([ "${LM4GEN_CPU:-0}" = 1 ] && echo cpu || echo "gpus ${SLURM_GPUS_ON_NODE:-?}/node")"
    lm4gen_log "repo $LM4GEN_ROOT ($(git -C "$LM4GEN_ROOT" rev-parse --short HEAD 2>/dev/null || echo 'no git')), python $LM4GEN_PYTHON"
}

# lm4gen_train SCRIPT ARGS...: one srun step with one task per GPU (per CPU slot with
# LM4GEN_CPU=1) running `python SCRIPT ARGS`; core/launch_env.py reads the ranks from srun's
# variables. Exit code 75 (core/preempt.py EXIT_PREEMPTED: a signal made the ranks
# write a checkpoint and stop) requeues the job, whose next start resumes (--resume auto).
lm4gen_train() {
    local script=$1; shift
    # Slurm signals the job's steps (the ranks), not this shell, with --signal=USR1@T and
    # `scancel --signal=USR1 JOB`; with `scancel --full`/`--batch`, or a B: signal, the shell
    # gets one too and, without this trap, bash's default action would end the script
    # before it could requeue.
    trap 'lm4gen_log "batch shell got SIGUSR1: the ranks checkpoint and stop if they got it too"' USR1
    # SIGTERM to the whole job (scancel --signal=TERM --full, preemption): the shell waits for the ranks'
    # checkpoint and requeues on their exit 75 instead of dying first
    # During `scontrol requeue` the SIGTERM is the requeue itself ending this run (it reaches scontrol too, which
    # then exits non-zero although the requeue happened): leave quietly.
    LM4GEN_REQUEUEING=0
    trap 'if [ "$LM4GEN_REQUEUEING" = 1 ]; then exit 0; fi
          lm4gen_log "batch shell got SIGTERM: the ranks checkpoint and stop"' TERM
    # each task runs slurm/task.sh, which picks its node's interface (lm4gen_task) and then execs the rank
    local cmd=(srun --label --kill-on-bad-exit=0 --wait="${LM4GEN_SRUN_WAIT:-60}" ${LM4GEN_SRUN_ARGS:-}
               bash "$LM4GEN_ROOT/slurm/task.sh" "$LM4GEN_PYTHON" "$script" "$@")
    lm4gen_log "\$ ${cmd[*]}"
    local rc=0
    "${cmd[@]}" || rc=$?
    if [ "$rc" = 75 ]; then
        local restarts=${SLURM_RESTART_COUNT:-0} max=${LM4GEN_MAX_REQUEUES:-100}
        if [ "$restarts" -ge "$max" ]; then
            lm4gen_log "preempted after a checkpoint, but restart $restarts reached LM4GEN_MAX_REQUEUES=$max: not requeueing"
            return "$rc"
        fi
        lm4gen_log "the ranks wrote a checkpoint and stopped (exit 75): requeueing job $SLURM_JOB_ID (restart $((restarts + 1)))"
        # the requeued job keeps its id and, with --open-mode=append, its log; Slurm holds it
        # pending (Reason=BeginTime) for about two minutes before it may start again
        LM4GEN_REQUEUEING=1
        if scontrol requeue "$SLURM_JOB_ID"; then
            return 0    # Slurm ends this run of the script itself ("CANCELLED ... DUE TO JOB REQUEUE")
        fi
        LM4GEN_REQUEUEING=0
        lm4gen_log "scontrol requeue $SLURM_JOB_ID failed (was the job submitted with --no-requeue?): resubmit to resume"
        return "$rc"
    fi
    lm4gen_log "training exited with status $rc"
    return "$rc"
}

# lm4gen_socket_ifname: the interface of this node that reaches the step's other nodes, or nothing.
# gloo binds each rank to the address its host name resolves to (NCCL: the first interface whose name is not
# lo or docker*) and tells the other ranks to connect there. On a node with several interfaces whose host name
# resolves to one the other nodes cannot reach (a management or storage network, Debian's 127.0.1.1) the
# ranks fail with "connect: Network is unreachable" / "Connection refused", or one of them waits in
# init_process_group for a peer that is gone: the classic wrong-NIC failure. The interface this node routes
# to the master node through (on the master: to the second node) is one the others reach it on.
lm4gen_socket_ifname() {
    local nodes peer addr dev
    nodes=($(scontrol show hostnames "${SLURM_STEP_NODELIST:-${SLURM_JOB_NODELIST:-}}" 2>/dev/null))
    [ "${#nodes[@]}" -gt 1 ] || return 0                 # one node: loopback and shared memory, nothing to choose
    peer=${nodes[0]}
    [ "$peer" != "${SLURMD_NODENAME:-$(hostname -s)}" ] || peer=${nodes[1]}
    addr=$(getent ahostsv4 "$peer" | awk '{print $1; exit}')
    [ -n "$addr" ] || { lm4gen_log "warning: cannot resolve $peer: GLOO_SOCKET_IFNAME/NCCL_SOCKET_IFNAME left unset" >&2; return 0; }
    dev=$(ip -o -4 route get "$addr" 2>/dev/null | sed -n 's/.* dev \([^ ]*\).*/\1/p')
    if [ -z "$dev" ] || [ "$dev" = lo ]; then
        lm4gen_log "warning: no interface routes to $peer ($addr): GLOO_SOCKET_IFNAME/NCCL_SOCKET_IFNAME left unset" >&2
        return 0
    fi
    echo "$dev $peer $addr"
}

# lm4gen_task PYTHON SCRIPT ARGS...: one srun task (slurm/task.sh): export the interface gloo/NCCL use on this
# node (LM4GEN_SOCKET_IFNAME, see the top of this file), then become the rank (exec: Slurm's signals reach it).
# A GLOO_SOCKET_IFNAME or NCCL_SOCKET_IFNAME already set (e.g. NCCL_SOCKET_IFNAME=ib0) is kept as it is.
lm4gen_task() {
    local mode=${LM4GEN_SOCKET_IFNAME:-auto} found dev why names=() name
    [ -n "${GLOO_SOCKET_IFNAME:-}" ] || names+=(GLOO_SOCKET_IFNAME)
    [ -n "${NCCL_SOCKET_IFNAME:-}" ] || names+=(NCCL_SOCKET_IFNAME)
    if [ "$mode" != off ] && [ "${#names[@]}" -gt 0 ]; then
        if [ "$mode" = auto ]; then
            found=$(lm4gen_socket_ifname)
            dev=${found%% *} why="reaches ${found#* }"
        else
            dev=$mode why="LM4GEN_SOCKET_IFNAME"
        fi
        if [ -n "$dev" ]; then
            for name in "${names[@]}"; do export "$name=$dev"; done
            [ "${SLURM_LOCALID:-0}" != 0 ] || \
                lm4gen_log "${SLURMD_NODENAME:-$(hostname -s)}: $(IFS==; echo "${names[*]}")=$dev ($why)"
        fi
    fi
    exec "$@"
}

# lm4gen_training_job SCRIPT GPU_CONFIG CPU_CONFIG ARGS...: the whole of pretrain.sbatch and
# finetune.sbatch. --cpu among ARGS (or LM4GEN_CPU=1) selects CPU mode and CPU_CONFIG; the
# config is LM4GEN_CONFIG if set, the DeepSpeed config LM4GEN_DS_CONFIG (default
# configs/zero2.json); the other ARGS go to SCRIPT. Paths start at the repository root.
lm4gen_training_job() {
    local script=$1 gpu_config=$2 cpu_config=$3; shift 3
    local args=() a
    for a in "$@"; do
        if [ "$a" = --cpu ]; then LM4GEN_CPU=1; else args+=("$a"); fi
    done
    lm4gen_setup
    cd "$LM4GEN_ROOT" || lm4gen_die "cannot cd to $LM4GEN_ROOT"   # config paths (data.train, output_dir) start here
    lm4gen_header
    local config ds_config=${LM4GEN_DS_CONFIG:-configs/zero2.json}
    if [ "${LM4GEN_CPU:-0}" = 1 ]; then config=${LM4GEN_CONFIG:-$cpu_config}; else config=${LM4GEN_CONFIG:-$gpu_config}; fi
    [ -f "$config" ] || lm4gen_die "LM4GEN_CONFIG=$config not found (relative paths start at $LM4GEN_ROOT)"
    [ -f "$ds_config" ] || lm4gen_die "LM4GEN_DS_CONFIG=$ds_config not found (relative paths start at $LM4GEN_ROOT)"
    lm4gen_train "$script" --config "$config" --ds_config "$ds_config" ${args[@]+"${args[@]}"}
}
