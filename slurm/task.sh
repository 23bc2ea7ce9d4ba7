#!/bin/bash
# One srun task of slurm/common.sh's lm4gen_train (not a job script): sets GLOO_SOCKET_IFNAME and
# NCCL_SOCKET_IFNAME for this node (LM4GEN_SOCKET_IFNAME, lm4gen_task in common.sh), then execs
#   PYTHON SCRIPT ARGS...
LM4GEN_SCRIPT=task.sh
source "$LM4GEN_ROOT/slurm/common.sh" || { echo "task.sh: cannot source \$LM4GEN_ROOT/slurm/common.sh" >&2; exit 2; }
lm4gen_task "$@"
